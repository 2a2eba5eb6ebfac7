import { afterEach, describe, expect, it } from 'vitest';
import { configFilePath, createConfigStore } from '../../../cli/config.ts';
import { fakeApi } from '../support/fake-api.ts';
import { createFakeCli, type FakeCli } from '../support/fake-env.ts';
import { user } from '../support/fixtures.ts';

let cli: FakeCli | undefined;
afterEach(() => cli?.cleanup());

const store = (c: FakeCli) => createConfigStore(configFilePath(c.env, c.home));

function tokenApi() {
  return fakeApi({
    'GET /sys/user/info': (_url, req) =>
      req.headers.get('authorization') === 'Bearer tok-new'
        ? { data: { code: 1, info: 'ok', data: user() } }
        : { status: 401, code: 200101 },
  });
}

const twoServers = {
  default: 'http://qy.test',
  hosts: {
    'http://qy.test': { token: 'a', username: 'admin', kind: 'session' as const },
    'https://qy-staging.example.com': { token: 'b', username: 'ops', name: 'staging' },
  },
};

describe('qy login --context', () => {
  it('files the credential under the given name; without one the name stays derived', async () => {
    const api = tokenApi();
    cli = await createFakeCli(api.fetch);
    const named = await cli.run(
      ['login', '--with-token', '--server', 'http://other:9', '--context', 'lab'],
      { stdin: 'tok-new\n' },
    );
    expect(named.code).toBe(0);
    expect((await store(cli).read()).hosts['http://other:9']).toEqual({
      token: 'tok-new',
      username: 'admin',
      kind: 'session',
      name: 'lab',
    });
    expect((await cli.run(['login', '--with-token'], { stdin: 'tok-new' })).code).toBe(0);
    const status = await cli.run(['auth', 'status']);
    expect(status.stdout.split('\n').slice(1, 3)).toEqual([
      'lab\thttp://other:9\tadmin\tsession\t\t',
      'qy.test\thttp://qy.test\tadmin\tsession\t\t*',
    ]);
  });

  it('refuses a bad name or one that names another server with exit 2, before sending anything', async () => {
    const api = tokenApi();
    cli = await createFakeCli(api.fetch);
    await store(cli).write(twoServers);
    const bad = await cli.run(['login', '--with-token', '--context', 'a b'], { stdin: 'tok-new' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('context name "a b" is not valid');
    const taken = await cli.run(['login', '--with-token', '--context', 'staging'], {
      stdin: 'tok-new',
    });
    expect(taken.code).toBe(2);
    expect(taken.stderr).toContain(
      'context name "staging" already names https://qy-staging.example.com',
    );
    expect(api.requests).toHaveLength(0);
    expect(await store(cli).read()).toEqual(twoServers);
  });
});

describe('qy auth switch', () => {
  it('switches by context name, by derived name and by URL', async () => {
    cli = await createFakeCli();
    await store(cli).write(twoServers);
    const byName = await cli.run(['auth', 'switch', 'staging']);
    expect(byName).toMatchObject({ code: 0, stdout: '' });
    expect(byName.stderr).toBe(
      'Default server is now https://qy-staging.example.com (ops), context staging\n',
    );
    expect((await store(cli).read()).default).toBe('https://qy-staging.example.com');
    expect((await cli.run(['auth', 'switch', 'qy.test'])).code).toBe(0);
    expect((await store(cli).read()).default).toBe('http://qy.test');
    expect((await cli.run(['auth', 'switch', 'https://qy-staging.example.com/'])).code).toBe(0);
    expect((await store(cli).read()).default).toBe('https://qy-staging.example.com');
    const json = JSON.parse((await cli.run(['auth', 'status', '--json'])).stdout) as unknown[];
    expect(json).toEqual([
      expect.objectContaining({ context: 'qy.test', server: 'http://qy.test', isDefault: false }),
      expect.objectContaining({ context: 'staging', isDefault: true }),
    ]);
  });

  it('refuses an unknown name or server with exit 2 and lists the stored contexts', async () => {
    cli = await createFakeCli();
    await store(cli).write(twoServers);
    const name = await cli.run(['auth', 'switch', 'prod']);
    expect(name.code).toBe(2);
    expect(name.stderr).toContain('no context named "prod"; stored contexts: qy.test, staging');
    const url = await cli.run(['auth', 'switch', 'https://prod.example.com']);
    expect(url.code).toBe(2);
    expect(url.stderr).toContain(
      'no credentials for https://prod.example.com; sign in first: qy login --server https://prod.example.com (stored contexts: qy.test, staging)',
    );
    expect(await store(cli).read()).toEqual(twoServers);
    await store(cli).write({ hosts: {} });
    const none = await cli.run(['auth', 'switch', 'prod']);
    expect(none.stderr).toContain('stored contexts: none');
  });
});
