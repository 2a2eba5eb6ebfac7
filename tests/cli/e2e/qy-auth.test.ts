/**
 * End to end: credentials per server and API tokens, with the bundled qy against the real server
 * and a local stand-in server that records every Authorization header it is sent.
 */
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtCli } from '../../support/build.ts';
import { spawnQy, type QyResult } from '../support/spawn-qy.ts';
import { readSmsCode, startServer, type ServerProcess } from '../support/server-process.ts';

let tmp: string;
let bin: string;
let server: ServerProcess;
let outboxFile: string;
let env: NodeJS.ProcessEnv;
let other: Server;
let otherUrl: string;
const otherAuth: (string | undefined)[] = [];

type Result = QyResult;

function qy(
  args: string[],
  options: { input?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<Result> {
  return spawnQy(bin, args, { ...env, ...options.env }, options.input);
}

const configFile = () => join(tmp, 'config', 'qy', 'config.json');

beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'cli-auth-'));
  bin = await builtCli();
  outboxFile = join(tmp, 'sms-outbox.jsonl');
  // Generous start-up time: on the shared, loaded machine the server alone can take 50 s.
  server = await startServer({
    dataDir: join(tmp, 'data'),
    outboxFile,
    seedScale: 'test',
    timeoutMs: 240_000,
  });
  // Another "server": answers every call with 'invalid token', as a foreign server would.
  other = createServer((req, res) => {
    otherAuth.push(req.headers.authorization);
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200101, message: 'Invalid login token', data: null }));
  });
  await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
  otherUrl = `http://127.0.0.1:${(other.address() as { port: number }).port}`;
  env = {
    PATH: process.env.PATH,
    HOME: tmp,
    XDG_CONFIG_HOME: join(tmp, 'config'),
    LANG: 'en_US.UTF-8',
  };
}, 360_000);

afterAll(async () => {
  await server?.stop();
  await new Promise((r) => other?.close(r));
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** A context's default name: the server's host and port. */
const host = (url: string) => new URL(url).host;

describe('qy credentials per server', () => {
  it('migrates an old single-server config file on first use', async () => {
    await mkdir(join(tmp, 'config', 'qy'), { recursive: true });
    await writeFile(configFile(), JSON.stringify({ server: server.url, token: 'A'.repeat(43) }));
    const status = await qy(['auth', 'status']);
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toBe(
      `context\tserver\tusername\tkind\texpires\tdefault\n${host(server.url)}\t${server.url}\t\tsession\t\t*\n`,
    );
  });

  it('signs in, and never sends the token to another server; a refusal there keeps it', async () => {
    const sentAt = Date.now() - 1000;
    expect((await qy(['login', '--server', server.url, '-u', 'admin', '--send-code'])).code).toBe(
      0,
    );
    const code = await readSmsCode(outboxFile, 'admin', sentAt);
    const login = await qy(
      ['login', '--server', server.url, '-u', 'admin', '--password-stdin', '--code', code],
      { input: 'Admin123' },
    );
    expect(login.code, login.stderr).toBe(0);
    const before = await readFile(configFile(), 'utf8');

    const foreign = await qy(['--server', otherUrl, 'whoami']);
    expect(foreign.code).toBe(3);
    expect(otherAuth).toEqual([]);
    const env2 = await qy(['whoami'], { env: { QY_SERVER: otherUrl } });
    expect(env2.code).toBe(3);
    expect(otherAuth).toEqual([]);
    expect(await readFile(configFile(), 'utf8')).toBe(before);
    expect((await qy(['whoami'])).stdout).toContain('username\tadmin\n');
  });

  it('status --json shows no credential; qy auth token prints the one in use, alone on stdout', async () => {
    const stored = JSON.parse(await readFile(configFile(), 'utf8')).hosts[server.url].token;
    const status = await qy(['auth', 'status', '--json']);
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).not.toContain(stored);
    expect(JSON.parse(status.stdout)).toEqual([
      {
        context: host(server.url),
        server: server.url,
        username: 'admin',
        kind: 'session',
        isDefault: true,
      },
    ]);
    const printed = await qy(['auth', 'token']);
    expect(printed).toEqual({ code: 0, stdout: `${stored}\n`, stderr: '' });
    expect((await qy(['auth', 'token', 'print'])).stdout).toBe(`${stored}\n`);
    const fromEnv = await qy(['auth', 'token'], {
      env: { QY_SERVER: server.url, QY_TOKEN: 'e'.repeat(43) },
    });
    expect(fromEnv.stdout).toBe(`${'e'.repeat(43)}\n`);
    const none = await qy(['--server', otherUrl, 'auth', 'token']);
    expect(none.code).toBe(3);
    expect(none.stdout).toBe('');
  });

  it('signs in to a second server with a token, switches between them, and status lists both', async () => {
    const adopted = await qy(['login', '--server', otherUrl, '--with-token'], {
      input: 'qyat_' + 'x'.repeat(43),
    });
    // The stand-in refuses it: nothing is stored for it and the real server's login stays.
    expect(adopted.code).toBe(3);
    expect(otherAuth).toEqual([`Bearer qyat_${'x'.repeat(43)}`]);
    const status = await qy(['auth', 'status']);
    expect(status.stdout.trimEnd().split('\n').slice(1)).toEqual([
      `${host(server.url)}\t${server.url}\tadmin\tsession\t\t*`,
    ]);
    const unknown = await qy(['auth', 'switch', otherUrl]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(`no credentials for ${otherUrl}`);

    // A credential filed for the second server goes there, and only there, once switched to.
    const file = JSON.parse(await readFile(configFile(), 'utf8'));
    file.hosts[otherUrl] = { token: 'o'.repeat(43), username: 'ops', kind: 'session' };
    await writeFile(configFile(), JSON.stringify(file));
    const switched = await qy(['auth', 'switch', otherUrl]);
    expect(switched.stderr).toBe(
      `Default server is now ${otherUrl} (ops), context ${host(otherUrl)}\n`,
    );
    expect((await qy(['auth', 'status'])).stdout).toContain(`${otherUrl}\tops\tsession\t\t*`);
    expect((await qy(['whoami'])).code).toBe(3);
    expect(otherAuth.at(-1)).toBe(`Bearer ${'o'.repeat(43)}`);
    // Its refusal forgot its own credential only.
    const after = JSON.parse(await readFile(configFile(), 'utf8'));
    expect(Object.keys(after.hosts)).toEqual([server.url]);
    // By its context name (the host and port) as well as by URL.
    expect((await qy(['auth', 'switch', host(server.url)])).code).toBe(0);
    expect((await qy(['whoami'])).stdout).toContain('username\tadmin\n');
  });
});

describe('qy auth token', () => {
  let token = '';
  let id = 0;

  it('creates a read-only token printed once on stdout, listed without its secret', async () => {
    // Without a terminal or --password-stdin it asks for nothing and says how (exit 2).
    const asked = await qy(['auth', 'token', 'create', 'ci-read']);
    expect(asked.code).toBe(2);
    expect(asked.stderr).toContain('--password-stdin');
    // No token lives forever; a read-write one at most 90 days.
    const never = await qy(['auth', 'token', 'create', 'x', '--expires', 'never'], {
      input: 'Admin123',
    });
    expect(never.code).toBe(2);
    const long = await qy(
      [
        'auth',
        'token',
        'create',
        'x',
        '--scope',
        'read-write',
        '--expires',
        '91',
        '--password-stdin',
      ],
      { input: 'Admin123' },
    );
    expect(long.code).toBe(2);
    expect(long.stderr).toContain('1 to 90 for a read-write token');
    // A wrong password is refused by the server; nothing is created.
    const wrong = await qy(['auth', 'token', 'create', 'x', '--password-stdin'], { input: 'nope' });
    expect(wrong.code).not.toBe(0);
    expect(wrong.stdout).toBe('');
    const created = await qy(
      ['auth', 'token', 'create', 'ci-read', '--expires', '30', '--password-stdin'],
      { input: 'Admin123' },
    );
    expect(created.code, created.stderr).toBe(0);
    token = created.stdout.trim();
    expect(token).toMatch(/^qyat_[A-Za-z0-9_-]{43}$/);
    expect(created.stderr).toMatch(/^Created API token ci-read \(read-only, expires \d{4}-/);
    const list = await qy(['auth', 'token', 'list', '--json']);
    const rows = JSON.parse(list.stdout) as { id: number; name: string; hint: string }[];
    const row = rows.find((r) => r.name === 'ci-read');
    expect(row?.hint).toBe(token.slice(0, 9));
    expect(list.stdout).not.toContain(token);
    id = row?.id ?? 0;
  });

  it('acts as its user with QY_TOKEN + QY_SERVER, reads but cannot write', async () => {
    const tokenEnv = { QY_SERVER: server.url, QY_TOKEN: token, XDG_CONFIG_HOME: join(tmp, 'c2') };
    const who = await qy(['whoami'], { env: tokenEnv });
    expect(who.code, who.stderr).toBe(0);
    expect(who.stdout).toContain('username\tadmin\n');
    expect(who.stdout).toContain('credential\tAPI token\n');
    // whoami: server, user, role, credential kind and (an API token's) expiry.
    expect(who.stdout).toContain(`server\t${server.url}\n`);
    expect(who.stdout).toContain('role\tadmin\n');
    expect(who.stdout).toMatch(/\nexpires\t\d{4}-\d{2}-\d{2}T[\d:.]+Z\n/);
    const write = await qy(['auth', 'token', 'create', 'more', '--password-stdin'], {
      env: tokenEnv,
      input: 'Admin123',
    });
    expect(write.code).toBe(1);
    expect(write.stderr).toBe('qy: You do not have permission for this\n');
    // Logged in with the token instead: filed as an API token.
    const login = await qy(['login', '--with-token', '--server', server.url], {
      input: token,
      env: { XDG_CONFIG_HOME: join(tmp, 'c3') },
    });
    expect(login.code, login.stderr).toBe(0);
    const file = JSON.parse(await readFile(join(tmp, 'c3', 'qy', 'config.json'), 'utf8'));
    expect(file.hosts[server.url]).toMatchObject({ username: 'admin', kind: 'api-token' });
  });

  it('is refused at once after revoke (exit 3)', async () => {
    const revoked = await qy(['auth', 'token', 'revoke', String(id)]);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stderr).toBe(`Revoked API token ${id} (ci-read)\n`);
    const after = await qy(['whoami'], { env: { QY_SERVER: server.url, QY_TOKEN: token } });
    expect(after.code).toBe(3);
    expect(after.stderr).toBe(
      `qy: Your session was signed out; QY_TOKEN was sent and refused: set a valid token in QY_TOKEN, or unset it and run: qy login\n`,
    );
  });
});

describe('a broken config file', () => {
  it('is refused, named, and left as it was by login (issue 25)', async () => {
    const dir = join(tmp, 'broken');
    const file = join(dir, 'qy', 'config.json');
    await mkdir(join(dir, 'qy'), { recursive: true });
    const text = '{"hosts": {"https://other.example": {"token": "keep-me"}},';
    await writeFile(file, text);
    const login = await qy(['login', '--with-token', '--server', server.url], {
      input: 'y'.repeat(43),
      env: { XDG_CONFIG_HOME: dir },
    });
    expect(login.code).toBe(1);
    expect(login.stderr).toBe(
      `qy: the config file ${file} is not valid JSON; fix it or move it away (qy will not write over the credentials it may hold)\n`,
    );
    expect(await readFile(file, 'utf8')).toBe(text);
  });
});

describe('QY_TOKEN in error hints', () => {
  it('says QY_TOKEN was not sent to a --server it does not belong to', async () => {
    const result = await qy(['--server', otherUrl, 'whoami'], {
      env: { QY_TOKEN: 'q'.repeat(43), XDG_CONFIG_HOME: join(tmp, 'c4') },
    });
    expect(result.code).toBe(3);
    expect(otherAuth.at(-1)).not.toBe(`Bearer ${'q'.repeat(43)}`);
    expect(result.stderr).toBe(
      `qy: Not signed in; QY_TOKEN was not sent: it goes only to http://127.0.0.1:8080 (QY_SERVER, else the default server), not to ${otherUrl}; set QY_SERVER=${otherUrl}, or run: qy login --server ${otherUrl}\n`,
    );
  });

  it('names QY_TOKEN when the server refuses it', async () => {
    const result = await qy(['whoami'], {
      env: { QY_SERVER: server.url, QY_TOKEN: 'qyat_' + 'z'.repeat(43) },
    });
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/; QY_TOKEN was sent and refused: .*run: qy login\n$/);
  });
});

describe('server addresses', () => {
  it('refuses QY_SERVER without a scheme and --server with a base path, with a hint', async () => {
    const noScheme = await qy(['whoami'], { env: { QY_SERVER: 'localhost:18281' } });
    expect(noScheme.code).toBe(2);
    expect(noScheme.stderr).toBe(
      'qy: QY_SERVER must start with http:// or https:// (got "localhost:18281"); for example http://localhost:18281\n',
    );
    const withPath = await qy(['--server', `${server.url}/qy-sla-admin-api`, 'whoami']);
    expect(withPath.code).toBe(2);
    expect(withPath.stderr).toContain(`try ${server.url}`);
  });
});
