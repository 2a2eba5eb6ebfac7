/**
 * End to end: `qy config` and value completion in the built bundle (the settings schema is a
 * chunk of its own, loaded at start when the file has settings). No server is needed.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtCli } from '../../support/build.ts';
import { spawnQy } from '../support/spawn-qy.ts';

let tmp: string;
let bin: string;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'cli-config-e2e-'));
  bin = await builtCli();
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

  it("names the contexts of an old file, switches by name, and applies a context's own lang", async () => {
    const config = join(tmp, 'contexts');
    const file = join(config, 'qy', 'config.json');
    await mkdir(join(config, 'qy'), { recursive: true });
    // A file of earlier versions: no names.
    await writeFile(
      file,
      JSON.stringify({
        default: 'http://127.0.0.1:8080',
        hosts: {
          'http://127.0.0.1:8080': { token: 'a', username: 'admin', kind: 'session' },
          'https://qy-staging.example.com': { token: 'b', username: 'ops', kind: 'session' },
        },
      }),
      { mode: 0o600 },
    );
    const run = (args: string[]) => spawnQy(bin, args, { ...env, XDG_CONFIG_HOME: config });
    const status = await run(['auth', 'status']);
    expect(status.code).toBe(0);
    expect(status.stdout).toBe(
      'context\tserver\tusername\tkind\texpires\tdefault\n' +
        '127.0.0.1:8080\thttp://127.0.0.1:8080\tadmin\tsession\t\t*\n' +
        'qy-staging.example.com\thttps://qy-staging.example.com\tops\tsession\t\t\n',
    );
    const switched = await run(['auth', 'switch', 'qy-staging.example.com']);
    expect(switched).toMatchObject({ code: 0, stdout: '' });
    expect(JSON.parse(await readFile(file, 'utf8')).default).toBe('https://qy-staging.example.com');
    const unknown = await run(['auth', 'switch', 'prod']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(
      'no context named "prod"; stored contexts: 127.0.0.1:8080, qy-staging.example.com',
    );
    const bad = await run(['login', '--with-token', '--context', 'no way']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('context name "no way" is not valid');

    const set = await run([
      'config',
      'set',
      'lang',
      'zh-CN',
      '--context',
      'qy-staging.example.com',
    ]);
    expect(set.code).toBe(0);
    expect((await run(['--help'])).stdout).toMatch(/^用法：/);
    expect((await run(['--server', 'http://127.0.0.1:8080', '--help'])).stdout).toMatch(/^Usage:/);
    expect((await run(['--lang', 'en-US', '--help'])).stdout).toMatch(/^Usage:/);
    // The bundle's bash script completes the names from this file, through the bundle itself.
    const binDir = join(tmp, 'bin');
    await mkdir(binDir, { recursive: true });
    await writeFile(join(binDir, 'qy'), `#!/bin/sh\nexec "${process.execPath}" "${bin}" "$@"\n`, {
      mode: 0o755,
    });
    const script = join(tmp, 'qy.bash');
    await writeFile(script, (await run(['completion', 'bash'])).stdout);
    const tab = spawnSync(
      'bash',
      [
        '-c',
        `source "${script}"; COMP_WORDS=(qy auth switch q); COMP_CWORD=3; _qy; echo "\${COMPREPLY[@]}"`,
      ],
      { encoding: 'utf8', env: { ...env, XDG_CONFIG_HOME: config, PATH: `${binDir}:${env.PATH}` } },
    );
    expect(tab.stdout).toBe('qy-staging.example.com\n');
    expect(
      JSON.parse(await readFile(file, 'utf8')).hosts['https://qy-staging.example.com'],
    ).toEqual({ token: 'b', username: 'ops', kind: 'session', settings: { lang: 'zh-CN' } });
  }, 60_000);
});
