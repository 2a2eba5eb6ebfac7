import { spawnSync } from 'node:child_process';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeCli, type FakeCli } from '../support/fake-env.ts';

let cli: FakeCli | undefined;
afterEach(async () => {
  await cli?.cleanup();
  cli = undefined;
});

const has = (shell: string) => spawnSync(shell, ['--version']).status === 0;

/**
 * The script of `shell`, and a PATH whose `qy` prints two context names, one with a colon, for
 * exactly the command the scripts should run (anything else prints nothing).
 */
async function setup(shell: string): Promise<{ file: string; env: NodeJS.ProcessEnv }> {
  cli = await createFakeCli();
  const { code, stdout } = await cli.run(['--lang', 'en-US', 'completion', shell]);
  expect(code).toBe(0);
  const file = join(cli.home, `qy.${shell}`);
  await writeFile(file, stdout);
  const bin = join(cli.home, 'bin');
  await mkdir(bin);
  await writeFile(
    join(bin, 'qy'),
    `#!/bin/sh\n[ "$*" = "auth status --no-headers --fields context" ] && printf 'staging\\n127.0.0.1:8080\\n'\n`,
  );
  await chmod(join(bin, 'qy'), 0o755);
  return { file, env: { PATH: `${bin}:${process.env.PATH}` } };
}

describe('qy auth switch <TAB>', () => {
  it('bash completes the context names qy auth status prints', async () => {
    const { file, env } = await setup('bash');
    const complete = (cur: string) =>
      spawnSync(
        'bash',
        [
          '-c',
          `source "${file}"; COMP_WORDS=(qy auth switch '${cur}'); COMP_CWORD=3; _qy; printf '%s\\n' "\${COMPREPLY[@]}"`,
        ],
        { encoding: 'utf8', env },
      ).stdout;
    expect(complete('st')).toBe('staging\n');
    expect(complete('127')).toBe('127.0.0.1:8080\n');
    // Only there: the values of another argument are not context names.
    expect(
      spawnSync(
        'bash',
        [
          '-c',
          `source "${file}"; COMP_WORDS=(qy completion st); COMP_CWORD=2; _qy; echo "\${COMPREPLY[@]}"`,
        ],
        { encoding: 'utf8', env },
      ).stdout,
    ).toBe('\n');
  });

  it.skipIf(!has('zsh'))('zsh hands them to compsys, the colon escaped', async () => {
    const { file, env } = await setup('zsh');
    const stub = 'compdef() { :; }; _describe() { local n=${@[-1]}; print -rl -- ${(P)n}; }';
    const run = spawnSync(
      'zsh',
      ['-f', '-c', `${stub}; source "${file}"; words=(qy auth switch ''); CURRENT=4; _qy`],
      { encoding: 'utf8', env },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.split('\n').slice(0, 2)).toEqual(['staging', '127.0.0.1\\:8080']);
  });

  it.skipIf(!has('fish'))('fish completes them', async () => {
    const { file, env } = await setup('fish');
    const run = spawnSync(
      'fish',
      ['--no-config', '-c', `source "${file}"; complete -C 'qy auth switch s'`],
      { encoding: 'utf8', env },
    );
    expect(run.stdout).toBe('staging\n');
  });
});
