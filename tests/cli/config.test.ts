import { mkdtemp, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  configFilePath,
  createConfigStore,
  DEFAULT_SERVER,
  resolveSession,
} from '../../cli/config.ts';
import { colorEnabled } from '../../cli/io.ts';
import { localeFromEnv } from '../../cli/text.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-config-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('config file', () => {
  it('lives under $XDG_CONFIG_HOME/qy, else ~/.config/qy', () => {
    expect(configFilePath({ XDG_CONFIG_HOME: '/x/cfg' }, '/home/u')).toBe('/x/cfg/qy/config.json');
    expect(configFilePath({}, '/home/u')).toBe('/home/u/.config/qy/config.json');
    // The XDG spec ignores relative paths.
    expect(configFilePath({ XDG_CONFIG_HOME: 'rel' }, '/home/u')).toBe(
      '/home/u/.config/qy/config.json',
    );
  });

  it('narrows an existing wider file to 0600 on write', async () => {
    const path = join(dir, 'qy', 'config.json');
    await mkdir(join(dir, 'qy'), { mode: 0o755 });
    await writeFile(path, '{}', { mode: 0o644 });
    await createConfigStore(path).write({ hosts: { 'http://a': { token: 'secret' } } });
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, 'qy'))).mode & 0o777).toBe(0o700);
  });

  it('reads a missing file as empty, and refuses a broken one, naming it (issue 25)', async () => {
    const path = join(dir, 'qy', 'config.json');
    expect(await createConfigStore(path).read()).toEqual({ hosts: {} });
    await mkdir(join(dir, 'qy'));
    await writeFile(path, '{not json');
    await expect(createConfigStore(path).read()).rejects.toMatchObject({
      name: 'ConfigFileError',
      path,
    });
  });

  it('migrates the single-server file of earlier versions', async () => {
    const path = join(dir, 'qy', 'config.json');
    await mkdir(join(dir, 'qy'));
    await writeFile(path, JSON.stringify({ server: 'http://A:1/', token: 't', username: 'u' }));
    expect(await createConfigStore(path).read()).toEqual({
      default: 'http://a:1',
      hosts: { 'http://a:1': { token: 't', username: 'u', kind: 'session' } },
    });
  });

  it('files credentials per server and removes only the one asked', async () => {
    const store = createConfigStore(join(dir, 'qy', 'config.json'));
    await store.saveHost('http://a/', { token: 'ta' });
    await store.saveHost('http://b', { token: 'tb' });
    expect(await store.read()).toEqual({
      default: 'http://b',
      hosts: { 'http://a': { token: 'ta' }, 'http://b': { token: 'tb' } },
    });
    await store.removeHost('http://a');
    expect(await store.read()).toEqual({
      default: 'http://b',
      hosts: { 'http://b': { token: 'tb' } },
    });
  });
});

describe('resolveSession', () => {
  const a = {
    default: 'http://a',
    hosts: { 'http://a': { token: 's' }, 'http://c': { token: 'c' } },
  };
  it.each([
    [{ hosts: {} }, {}, undefined, { server: DEFAULT_SERVER, token: undefined, source: undefined }],
    [a, {}, undefined, { server: 'http://a', token: 's', source: 'config' }],
    [a, {}, 'http://c/', { server: 'http://c', token: 'c', source: 'config' }],
    [a, {}, 'http://x', { server: 'http://x', token: undefined, source: undefined }],
    [
      a,
      { QY_SERVER: 'http://b/', QY_TOKEN: 'e' },
      undefined,
      { server: 'http://b', token: 'e', source: 'env' },
    ],
    // QY_TOKEN belongs to QY_SERVER: another --server gets the token filed for it, or none.
    [
      a,
      { QY_SERVER: 'http://b', QY_TOKEN: 'e' },
      'http://c',
      { server: 'http://c', token: 'c', source: 'config', envTokenServer: 'http://b' },
    ],
    [a, { QY_TOKEN: 'e' }, undefined, { server: 'http://a', token: 'e', source: 'env' }],
    // …and the session says whose QY_TOKEN is, for the error hint.
    [
      a,
      { QY_TOKEN: 'e' },
      'http://x',
      { server: 'http://x', token: undefined, source: undefined, envTokenServer: 'http://a' },
    ],
  ])('stored %j, env %j, flag %s → %j', (stored, env, flag, expected) => {
    expect(resolveSession(stored, env, flag)).toEqual(expected);
  });
});

describe('colour and language from the environment', () => {
  it.each([
    [true, {}, true, true],
    [true, {}, false, false],
    [false, {}, true, false],
    [true, { NO_COLOR: '1' }, true, false],
    [true, { NO_COLOR: '' }, true, true],
  ])('flag %s env %j tty %s → colour %s', (flag, env, tty, expected) => {
    expect(colorEnabled(flag, env, tty)).toBe(expected);
  });

  it.each([
    [{ LANG: 'zh_CN.UTF-8' }, 'zh-CN'],
    [{ LANG: 'en_US.UTF-8' }, 'en-US'],
    [{ LC_ALL: 'zh_TW.UTF-8', LANG: 'en_US' }, 'zh-CN'],
    [{ LC_ALL: 'C', LANG: 'zh_CN' }, 'en-US'],
    [{}, 'en-US'],
  ])('%j → %s', (env, locale) => {
    expect(localeFromEnv(env)).toBe(locale);
  });
});
