import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConfigStore } from '../../../cli/config.ts';
import type { Factory } from '../../../cli/factory.ts';
import { createFakeCli, type FakeCli } from '../support/fake-env.ts';

let cli: FakeCli;
let file: string;
beforeEach(async () => {
  cli = await createFakeCli();
  file = join(cli.home, 'config', 'qy', 'config.json');
});
afterEach(() => cli.cleanup());

const stored = async () => JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;

describe('qy config', () => {
  it('sets, gets, lists and unsets server, lang and timeout', async () => {
    expect((await cli.run(['config', 'set', 'server', 'https://qy.example.com/'])).code).toBe(0);
    expect((await cli.run(['config', 'set', 'lang', 'zh-CN'])).code).toBe(0);
    expect((await cli.run(['config', 'set', 'timeout', '45'])).code).toBe(0);
    expect(await stored()).toEqual({
      default: 'https://qy.example.com',
      hosts: {},
      settings: { lang: 'zh-CN', timeout: 45 },
    });
    expect((await cli.run(['config', 'get', 'server'])).stdout).toBe('https://qy.example.com\n');
    expect((await cli.run(['config', 'get', 'timeout'])).stdout).toBe('45\n');
    expect((await cli.run(['config', 'list'])).stdout).toBe(
      'server\thttps://qy.example.com\nlang\tzh-CN\ntimeout\t45\n',
    );
    expect(JSON.parse((await cli.run(['config', 'list', '--json'])).stdout)).toEqual({
      server: 'https://qy.example.com',
      lang: 'zh-CN',
      timeout: 45,
    });
    expect((await cli.run(['config', 'unset', 'lang'])).code).toBe(0);
    const unset = await cli.run(['config', 'get', 'lang']);
    expect(unset).toMatchObject({ code: 0, stdout: '' });
    expect((await cli.run(['config', 'list'])).stdout).toBe(
      'server\thttps://qy.example.com\nlang\t\ntimeout\t45\n',
    );
  });

  it.each([
    [
      ['config', 'set', 'color', 'red'],
      'no setting "color"; the settings are server, lang, timeout',
    ],
    [['config', 'get', 'colour'], 'no setting "colour"; the settings are server, lang, timeout'],
    [['config', 'set', 'lang', 'fr'], 'lang cannot be "fr": it takes en-US or zh-CN'],
    [
      ['config', 'set', 'timeout', '-3'],
      'timeout cannot be "-3": it takes a number of seconds greater than 0, at most 86400',
    ],
    [['config', 'set', 'timeout', 'abc'], 'timeout cannot be "abc"'],
    [
      ['config', 'set', 'server', 'localhost:8080'],
      'server cannot be "localhost:8080": it takes an http(s) origin',
    ],
    [['config', 'set', 'server', 'http://h/qy-sla-admin-api'], 'server cannot be'],
    [
      ['config', 'set', 'token', 'abc'],
      'qy config keeps no credential ("token"): sign in with qy login',
    ],
    [['config', 'set', 'api-key', 'abc'], 'qy config keeps no credential ("api-key")'],
    [
      ['config', 'set', 'server', 'qyat_0123456789abcdef'],
      'qy config keeps no credential ("server")',
    ],
  ])('refuses %j with exit 2 and leaves the file alone', async (argv, message) => {
    await mkdir(join(cli.home, 'config', 'qy'), { recursive: true });
    const before = '{"default":"http://qy.test","hosts":{}}\n';
    await writeFile(file, before);
    const result = await cli.run(argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`qy: ${message}`);
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  it('never writes over a config file that is not JSON (exit 1, the file named)', async () => {
    await mkdir(join(cli.home, 'config', 'qy'), { recursive: true });
    await writeFile(file, '{"hosts": {');
    const result = await cli.run(['config', 'set', 'lang', 'en-US']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(file);
    expect(await readFile(file, 'utf8')).toBe('{"hosts": {');
  });

  it('writes atomically: mode 0600, no temp file left, credentials and settings both kept', async () => {
    const store = createConfigStore(file);
    await store.saveHost('http://a.test', { token: 'T1', username: 'admin', kind: 'session' });
    expect((await cli.run(['config', 'set', 'timeout', '12'])).code).toBe(0);
    // A later sign-in keeps the settings; a setting keeps the credentials.
    await store.saveHost('http://b.test', { token: 'T2', username: 'ops', kind: 'session' });
    const config = await stored();
    expect(config.settings).toEqual({ timeout: 12 });
    expect(Object.keys(config.hosts as object)).toEqual(['http://a.test', 'http://b.test']);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(join(cli.home, 'config', 'qy'))).toEqual(['config.json']);
  });

  it('applies lang and timeout below the flags; a hand-edited bad value is ignored with a warning', async () => {
    await cli.run(['config', 'set', 'lang', 'zh-CN']);
    await cli.run(['config', 'set', 'timeout', '7']);
    expect((await cli.run(['--help'])).stdout).toMatch(/^用法：/);
    expect((await cli.run(['--lang', 'en-US', '--help'])).stdout).toMatch(/^Usage:/);
    const timeouts: number[] = [];
    const spy = vi.fn(async (_o: unknown, f: Factory) => void timeouts.push(f.globals.timeoutMs));
    await cli.run(['deposits', 'list'], { runs: { 'deposits list': spy } });
    await cli.run(['--timeout', '3', 'deposits', 'list'], { runs: { 'deposits list': spy } });
    expect(timeouts).toEqual([7000, 3000]);

    const config = await stored();
    await writeFile(file, JSON.stringify({ ...config, settings: { lang: 'fr', timeout: 7 } }));
    const warned = await cli.run(['config', 'list']);
    expect(warned.code).toBe(0);
    expect(warned.stderr).toBe(
      `qy: ignoring the setting "lang" in ${file}: not a valid value (qy config unset lang)\n`,
    );
    expect(warned.stdout).toBe('server\t\nlang\t\ntimeout\t7\n');
    expect((await cli.run(['config', 'unset', 'lang'])).code).toBe(0);
    expect((await cli.run(['config', 'list'])).stderr).toBe('');
  });
});
