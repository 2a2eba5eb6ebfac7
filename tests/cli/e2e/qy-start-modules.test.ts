/**
 * What the bundled qy loads of Node on the paths that only print (help, version), with a stored
 * credential: none of the modules whose loading made `qy --help` slow (bench/cli, target 1.6×
 * `node -e 0`): node:v8 (heap utilities), node:fs/promises (with readline) and the fs read
 * streams. (Commander itself loads node:child_process, and with it net and streams: keeping that
 * lazy saved under the 10 ms a third-party patch must save, docs/CLI.md.)
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../../../cli/build.ts';

const UNWANTED = [
  'NativeModule v8',
  'NativeModule internal/fs/promises',
  'NativeModule internal/readline/interface',
  'NativeModule internal/fs/read/context',
];

let tmp: string;
let bin: string;
let hook: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'qy-start-'));
  bin = await buildCli({ outDir: join(tmp, 'cli') });
  await mkdir(join(tmp, 'config', 'qy'), { recursive: true });
  const server = 'http://127.0.0.1:9';
  await writeFile(
    join(tmp, 'config', 'qy', 'config.json'),
    JSON.stringify({ default: server, hosts: { [server]: { token: 't', kind: 'session' } } }),
  );
  hook = join(tmp, 'module-list.cjs');
  await writeFile(
    hook,
    "process.on('exit', () => require('node:fs').writeFileSync(process.env.QY_TEST_MODULES, process.moduleLoadList.join('\\n')));\n",
  );
}, 120_000);
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** Runs qy with stdout and stderr piped; returns its exit code and the modules it loaded. */
async function modulesOf(args: string[]) {
  const list = join(tmp, `modules-${args.join('_')}.txt`);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: tmp,
    XDG_CONFIG_HOME: join(tmp, 'config'),
    QY_TEST_MODULES: list,
  };
  const run = spawnSync(process.execPath, ['-r', hook, bin, ...args], { env, encoding: 'utf8' });
  return {
    code: run.status,
    stdout: run.stdout,
    modules: (await readFile(list, 'utf8')).split('\n'),
  };
}

describe('qy start-up', () => {
  it.each([['--help'], ['--version'], ['help', 'deposits', 'list'], ['settlements']])(
    '`qy %s` prints without loading v8, fs/promises or readline',
    async (...args) => {
      const { code, stdout, modules } = await modulesOf(args);
      expect(code).toBe(0);
      expect(stdout).not.toBe('');
      expect(modules).toContain('NativeModule path');
      expect(modules.filter((m) => UNWANTED.includes(m))).toEqual([]);
    },
  );
});
