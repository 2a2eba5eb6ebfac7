/**
 * End to end: `qy config` and value completion in the built bundle (the settings schema is a
 * chunk of its own, loaded at start when the file has settings). No server is needed.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../../../cli/build.ts';
import { spawnQy } from '../support/spawn-qy.ts';

let tmp: string;
let bin: string;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'cli-config-e2e-'));
  bin = await buildCli();
  env = {
    PATH: process.env.PATH,
    HOME: tmp,
    XDG_CONFIG_HOME: join(tmp, 'config'),
    LANG: 'en_US.UTF-8',
  };
}, 240_000);
afterAll(() => rm(tmp, { recursive: true, force: true }));

const qy = (args: string[]) => spawnQy(bin, args, env);

describe('bundled qy config', () => {
  it('stores checked settings, applies lang below --lang, and refuses bad ones with exit 2', async () => {
    expect((await qy(['config', 'set', 'server', 'https://qy.example.com/'])).code).toBe(0);
    expect((await qy(['config', 'set', 'lang', 'zh-CN'])).code).toBe(0);
    expect((await qy(['config', 'set', 'timeout', '20'])).code).toBe(0);
    expect((await qy(['--help'])).stdout).toMatch(/^用法：/);
    expect((await qy(['--lang', 'en-US', 'config', 'list'])).stdout).toBe(
      'server\thttps://qy.example.com\nlang\tzh-CN\ntimeout\t20\n',
    );
    const before = await readFile(join(tmp, 'config', 'qy', 'config.json'), 'utf8');
    const bad = await qy(['--lang', 'en-US', 'config', 'set', 'timeout', 'soon']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      'qy: timeout cannot be "soon": it takes a number of seconds greater than 0, at most 86400; see: qy config set --help\n',
    );
    const secret = await qy(['--lang', 'en-US', 'config', 'set', 'password', 'x']);
    expect(secret.code).toBe(2);
    expect(secret.stderr).toContain('qy config keeps no credential ("password")');
    expect(await readFile(join(tmp, 'config', 'qy', 'config.json'), 'utf8')).toBe(before);
  }, 60_000);

  it('completes the keys of qy config and the values of --sort in the bundled script', async () => {
    const zsh = await qy(['--lang', 'en-US', 'completion', 'zsh']);
    expect(zsh.code).toBe(0);
    expect(zsh.stdout).toContain("'config.get') items=(");
    expect(zsh.stdout).toContain("'server' 'lang' 'timeout'");
    expect(zsh.stdout).toContain("'-submittedAt:descending'");
  }, 60_000);
});
