/** The bundled qy when the reader of its output goes away early (`| head`). */
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../../../cli/build.ts';

let bin: string;
beforeAll(async () => {
  bin = await buildCli();
}, 120_000);

describe('qy in a pipe whose reader leaves', () => {
  it('`qy --help | head -1` exits 0 quietly, every time', () => {
    for (let i = 0; i < 20; i++) {
      const result = spawnSync(
        'bash',
        [
          '-c',
          `"${process.execPath}" "${bin}" --help | head -1; echo "exit=\${PIPESTATUS[0]}" >&2`,
        ],
        { encoding: 'utf8' },
      );
      expect(result.stdout).toBe('Usage: qy [options] [command]\n');
      expect(result.stderr).toBe('exit=0\n');
    }
  }, 60_000);
});
