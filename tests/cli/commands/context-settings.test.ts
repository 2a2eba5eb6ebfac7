import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConfigStore } from '../../../cli/config.ts';
import type { Factory } from '../../../cli/factory.ts';
import { createFakeCli, type FakeCli } from '../support/fake-env.ts';

let cli: FakeCli;
let file: string;
beforeEach(async () => {
  // No QY_SERVER: the default server of the file is the current context.
  cli = await createFakeCli(undefined, { QY_SERVER: '' });
  file = join(cli.home, 'config', 'qy', 'config.json');
  await createConfigStore(file).write({
    default: 'https://qy-staging.example.com',
    hosts: {
      'http://qy.test': { token: 'a', username: 'admin' },
      'https://qy-staging.example.com': { token: 'b', username: 'ops', name: 'staging' },
    },
  });
});
afterEach(() => cli.cleanup());

const stored = async () => JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;

/** The timeout (ms) and language a `deposits list` run with `args` in front gets. */
async function globalsOf(args: string[]): Promise<[number, string]> {
  let seen: [number, string] = [0, ''];
  const spy = vi.fn(async (_o: unknown, f: Factory) => {
    seen = [f.globals.timeoutMs, f.globals.lang];
  });
  await cli.run([...args, 'deposits', 'list'], { runs: { 'deposits list': spy } });
  return seen;
}

describe('settings per context', () => {
  it('stores them under the context; the flag beats the context, which beats the global one', async () => {
    expect((await cli.run(['config', 'set', 'lang', 'zh-CN'])).code).toBe(0);
    expect((await cli.run(['config', 'set', 'timeout', '20'])).code).toBe(0);
    const set = await cli.run(['config', 'set', 'lang', 'en-US', '--context', 'staging']);
    expect(set).toMatchObject({ code: 0, stderr: '' });
    expect((await cli.run(['config', 'set', 'timeout', '5', '--context', 'qy.test'])).code).toBe(0);
    const hosts = (await stored()).hosts as Record<string, { settings?: unknown }>;
    expect(hosts['https://qy-staging.example.com']?.settings).toEqual({ lang: 'en-US' });
    expect(hosts['http://qy.test']?.settings).toEqual({ timeout: 5 });
    expect((await stored()).settings).toEqual({ lang: 'zh-CN', timeout: 20 });

    // The default server is staging: its lang, the global timeout.
    expect(await globalsOf([])).toEqual([20_000, 'en-US']);
    expect((await cli.run(['--help'])).stdout).toMatch(/^Usage:/);
    // --server picks the context; the flags beat its settings.
    expect(await globalsOf(['--server', 'http://qy.test'])).toEqual([5000, 'zh-CN']);
    expect(await globalsOf(['--server=http://qy.test', '--timeout', '2'])).toEqual([2000, 'zh-CN']);
    expect(await globalsOf(['--lang', 'zh-CN'])).toEqual([20_000, 'zh-CN']);
    // A server without a stored credential has no context: the global settings.
    expect(await globalsOf(['--server', 'http://new.test'])).toEqual([20_000, 'zh-CN']);

    expect((await cli.run(['config', 'get', 'lang', '--context', 'staging'])).stdout).toBe(
      'en-US\n',
    );
    expect((await cli.run(['config', 'get', 'timeout', '--context', 'staging'])).stdout).toBe('');
    expect((await cli.run(['config', 'list', '--context', 'qy.test'])).stdout).toBe(
      'server\thttp://qy.test\nlang\t\ntimeout\t5\n',
    );
    expect((await cli.run(['config', 'unset', 'lang', '--context', 'staging'])).code).toBe(0);
    expect(await globalsOf([])).toEqual([20_000, 'zh-CN']);
    const after = (await stored()).hosts as Record<string, Record<string, unknown>>;
    expect(after['https://qy-staging.example.com']).toEqual({
      token: 'b',
      username: 'ops',
      name: 'staging',
    });
  });

  it('refuses an unknown context or the server key with exit 2, leaving the file alone', async () => {
    const before = await readFile(file, 'utf8');
    const unknown = await cli.run(['config', 'set', 'lang', 'en-US', '--context', 'prod']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no context named "prod"; stored contexts: qy.test, staging');
    const server = await cli.run([
      'config',
      'set',
      'server',
      'https://x.example.com',
      '--context',
      'staging',
    ]);
    expect(server.code).toBe(2);
    expect(server.stderr).toContain('server is not a setting of a context');
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  it('warns of a bad hand-edited context setting with the command that removes it', async () => {
    const config = await stored();
    const hosts = config.hosts as Record<string, Record<string, unknown>>;
    hosts['https://qy-staging.example.com']!.settings = { lang: 'fr', timeout: 9 };
    await writeFile(file, JSON.stringify(config));
    const listed = await cli.run(['config', 'list', '--context', 'staging']);
    expect(listed.stderr).toBe(
      `qy: ignoring the setting "lang --context staging" in ${file}: not a valid value (qy config unset lang --context staging)\n`,
    );
    expect(listed.stdout).toBe('server\thttps://qy-staging.example.com\nlang\t\ntimeout\t9\n');
    expect((await cli.run(['config', 'unset', 'lang', '--context', 'staging'])).code).toBe(0);
    expect((await cli.run(['config', 'list'])).stderr).toBe('');
  });
});
