import { stat } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { configFilePath, createConfigStore } from '../../../cli/config.ts';
import { fakeApi } from '../support/fake-api.ts';
import { createFakeCli, type FakeCli } from '../support/fake-env.ts';
import { user } from '../support/fixtures.ts';

let cli: FakeCli | undefined;
afterEach(() => cli?.cleanup());

function authApi() {
  const forms: Record<string, string>[] = [];
  const api = fakeApi({
    'POST /sms/send': async (_url, req) => {
      forms.push(Object.fromEntries(new URLSearchParams(await req.text())));
      return { data: { cooldownSeconds: 60, phone: '138****0001' } };
    },
    'POST /sys/user/loginByCode': async (_url, req) => {
      const form = Object.fromEntries(new URLSearchParams(await req.text()));
      forms.push(form);
      if (form.password !== 'Admin123') return { status: 401, code: 200200 };
      if (form.code !== '123456') return { status: 400, code: 200201 };
      return { data: { token: 'tok-new' } };
    },
    'GET /sys/user/info': (_url, req) =>
      req.headers.get('authorization') === 'Bearer tok-new' ||
      req.headers.get('authorization') === 'Bearer tok-env'
        ? { data: { code: 1, info: 'ok', data: user() } }
        : { status: 401, code: 200101 },
    'POST /sys/user/logout': () => ({ data: null }),
  });
  return { api, forms };
}

const store = (c: FakeCli) => createConfigStore(configFilePath(c.env, c.home));

describe('qy login', () => {
  it('signs in with --password-stdin and --code and stores the session with mode 0600', async () => {
    const { api, forms } = authApi();
    cli = await createFakeCli(api.fetch);
    const { code, stdout, stderr } = await cli.run(
      ['login', '--username', 'admin', '--password-stdin', '--code', '123456'],
      { stdin: 'Admin123\n' },
    );
    expect(stderr).toBe('Signed in to http://qy.test as admin\n');
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(forms[0]).toEqual({ username: 'admin', password: 'Admin123', code: '123456' });
    expect(await store(cli).read()).toEqual({
      default: 'http://qy.test',
      hosts: { 'http://qy.test': { token: 'tok-new', username: 'admin', kind: 'session' } },
    });
    const file = await stat(store(cli).path);
    expect(file.mode & 0o777).toBe(0o600);
    const dir = await stat(store(cli).path.replace(/\/config\.json$/, ''));
    expect(dir.mode & 0o777).toBe(0o700);
  });

  it('prompts on a terminal for user name, hidden password and the SMS code it had sent', async () => {
    const { api, forms } = authApi();
    cli = await createFakeCli(api.fetch);
    const { code, stderr, stdout } = await cli.run(['login'], {
      tty: true,
      answers: [
        ['Username: ', 'admin\n'],
        ['Password', 'Admin123\r'],
        ['SMS code: ', '123456\n'],
      ],
    });
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toContain('SMS code sent to 138****0001\n');
    expect(stderr).not.toContain('Admin123');
    expect(forms).toEqual([
      { username: 'admin' },
      { username: 'admin', password: 'Admin123', code: '123456' },
    ]);
    expect((await store(cli).read()).hosts['http://qy.test']).toMatchObject({
      token: 'tok-new',
      username: 'admin',
    });
  });

  it('Ctrl-C at the password prompt exits 130 with the message on its own line', async () => {
    const { api, forms } = authApi();
    cli = await createFakeCli(api.fetch);
    const { code, stderr } = await cli.run(['login'], {
      tty: true,
      answers: [
        ['Username: ', 'admin\n'],
        ['Password', 'Adm\u0003'],
      ],
    });
    expect(code).toBe(130);
    expect(stderr).toMatch(/\nqy: cancelled\n$/);
    // Nothing was sent: the code is asked for only after the password.
    expect(forms).toEqual([]);
  });

  it('asks the server for a code with --send-code', async () => {
    const { api, forms } = authApi();
    cli = await createFakeCli(api.fetch);
    const { code, stderr } = await cli.run(['login', '-u', 'admin', '--send-code']);
    expect(code).toBe(0);
    expect(stderr).toBe('SMS code sent to 138****0001\n');
    expect(forms[0]).toEqual({ username: 'admin' });
  });

  it('reports a wrong password with exit 1 and stores nothing', async () => {
    const { api } = authApi();
    cli = await createFakeCli(api.fetch);
    const { code, stderr } = await cli.run(
      ['login', '-u', 'admin', '--password-stdin', '--code', '123456'],
      { stdin: 'nope' },
    );
    expect(code).toBe(1);
    expect(stderr).toBe('qy: Wrong username, password or SMS code\n');
    expect(await store(cli).read()).toEqual({ hosts: {} });
  });

  it('never prompts without a terminal: exit 2 with a clear message', async () => {
    const { api } = authApi();
    cli = await createFakeCli(api.fetch);
    const { code, stderr } = await cli.run(['login']);
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /^qy: cannot prompt: standard input or output is not a terminal; .*--password-stdin/,
    );
    expect(api.requests).toHaveLength(0);
  });

  it('adopts a token from stdin with --with-token after checking it', async () => {
    const { api } = authApi();
    cli = await createFakeCli(api.fetch);
    const ok = await cli.run(['login', '--with-token', '--server', 'http://other:9'], {
      stdin: 'tok-new\n',
    });
    expect(ok.code).toBe(0);
    expect(await store(cli).read()).toEqual({
      default: 'http://other:9',
      hosts: { 'http://other:9': { token: 'tok-new', username: 'admin', kind: 'session' } },
    });
    const bad = await cli.run(['login', '--with-token', '--server', 'http://other:9'], {
      stdin: 'forged',
    });
    expect(bad.code).toBe(3);
    // A forged token typed at login does not cost the stored, working one.
    expect((await store(cli).read()).hosts['http://other:9']?.token).toBe('tok-new');
  });
});

describe('qy whoami and logout', () => {
  it('uses QY_TOKEN without a login and prints the user as key/value lines', async () => {
    const { api } = authApi();
    cli = await createFakeCli(api.fetch, { QY_TOKEN: 'tok-env' });
    const { code, stdout } = await cli.run(['whoami']);
    expect(code).toBe(0);
    expect(stdout).toContain('username\tadmin\n');
    expect(stdout).toContain('organization\t总部\n');
    expect(stdout).toContain('server\thttp://qy.test\n');
  });

  it('prints the API object with --json', async () => {
    const { api } = authApi();
    cli = await createFakeCli(api.fetch, { QY_TOKEN: 'tok-env' });
    const { stdout } = await cli.run(['whoami', '--json']);
    expect(JSON.parse(stdout)).toEqual(user());
  });

  it('calls the server, then clears the stored token and keeps the server', async () => {
    const { api } = authApi();
    cli = await createFakeCli(api.fetch);
    const other = { token: 'o' };
    await store(cli).write({
      default: 'http://qy.test',
      hosts: { 'http://qy.test': { token: 'tok-new', username: 'admin' }, 'http://o:1': other },
    });
    const { code, stderr } = await cli.run(['logout']);
    expect(code).toBe(0);
    expect(stderr).toBe('Signed out of http://qy.test\n');
    expect(api.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /qy-sla-admin-api/sys/user/logout',
    ]);
    expect(await store(cli).read()).toEqual({
      default: 'http://qy.test',
      hosts: { 'http://o:1': other },
    });
  });

  it('clears the stored token even when the server call fails', async () => {
    const api = fakeApi({ 'POST /sys/user/logout': () => ({ status: 500, code: 500100 }) });
    cli = await createFakeCli(api.fetch);
    await store(cli).write({
      default: 'http://qy.test',
      hosts: { 'http://qy.test': { token: 't' } },
    });
    const { code } = await cli.run(['logout']);
    expect(code).toBe(5);
    expect(await store(cli).read()).toEqual({ default: 'http://qy.test', hosts: {} });
  });
});
