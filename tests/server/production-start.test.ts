import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { rowsOf } from '../../server/db/migrate.ts';
import { sql } from 'drizzle-orm';
import { adminArgs, startExpectingFailure, startServer } from './support/spawn-server.ts';
import { TEST_DATABASE_URL, dropSchema, uniqueSchemaName } from './support/test-database.ts';

const ROOT = join(import.meta.dirname, '../..');
const API = '/qy-sla-admin-api';
const dirs: string[] = [];
const schemas: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'qy-prod-'));
  dirs.push(dir);
  return dir;
};

/** The SMS webhook a production deployment would point at: keeps what it was sent. */
let webhook: HttpServer;
let webhookUrl: string;
const sent: { username: string; code: string }[] = [];
beforeAll(async () => {
  webhook = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      sent.push(JSON.parse(body) as { username: string; code: string });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((ok) => webhook.listen(0, '127.0.0.1', ok));
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/sms`;
});
afterAll(async () => {
  await new Promise((done) => webhook.close(done));
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  for (const s of schemas) await dropSchema(s);
});

/** Production: no QY_DEMO, a real SMS provider (the webhook above). */
const production = () => ({
  QY_DEMO: '',
  SMS_PROVIDER: 'webhook',
  SMS_WEBHOOK_URL: webhookUrl,
  SMS_WEBHOOK_SECRET: 's'.repeat(32),
  SMS_OUTBOX_FILE: '',
  LOG_LEVEL: 'info',
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

const form = (body: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body).toString(),
});

async function signIn(url: string, username: string, password: string): Promise<number> {
  const before = sent.length;
  const send = (await (await fetch(`${url}${API}/sms/send`, form({ username }))).json()) as {
    code: number;
  };
  expect(send.code).toBe(200000);
  // The webhook is called after /sms/send answered (which never tells whether the user exists).
  if (username !== 'admin')
    await expect.poll(() => sent.slice(before).some((m) => m.username === username)).toBe(true);
  const code = sent.slice(before).find((m) => m.username === username)?.code ?? '000000';
  const res = (await (
    await fetch(`${url}${API}/sys/user/loginByCode`, form({ username, password, code }))
  ).json()) as { code: number };
  return res.code;
}

async function runAdmin(args: string[], env: Record<string, string>, password: string) {
  const child = spawn(process.execPath, await adminArgs(args), {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', DATABASE_SCHEMA: '', DATA_DIR: '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  child.stdin.end(`${password}\n`);
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, out })),
  );
}

async function counts(database: Database) {
  const rows = rowsOf<{ users: number; orgs: number; settlements: number }>(
    await database.db.execute(
      sql`select (select count(*)::int from users) as users, (select count(*)::int from organisations) as orgs, (select count(*)::int from settlements) as settlements`,
    ),
  );
  return rows[0];
}

describe('production refuses what only the demo may do', () => {
  it.each([['log'], ['']])(
    'stops with SMS_PROVIDER=%s and no QY_DEMO, naming the variable and the providers, creating nothing',
    async (provider) => {
      const dataDir = join(tempDir(), 'db');
      const run = await startExpectingFailure({
        ...production(),
        SMS_PROVIDER: provider,
        DATA_DIR: dataDir,
      });
      expect(run.code).toBe(1);
      expect(run.output).toMatch(/SMS_PROVIDER/);
      expect(run.output).toContain('aliyun, tencent, webhook');
      expect(run.output).toContain('QY_DEMO=1');
      expect(existsSync(dataDir)).toBe(false);
    },
  );

  it('stops on an SMS_COOLDOWN_SECONDS below a second, naming the variable, creating nothing', async () => {
    const dataDir = join(tempDir(), 'db');
    const run = await startExpectingFailure({
      ...production(),
      SMS_COOLDOWN_SECONDS: '0',
      DATA_DIR: dataDir,
    });
    expect(run.code).toBe(1);
    expect(run.output).toContain('SMS_COOLDOWN_SECONDS="0": must be at least 1 (second)');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('fails at once on an occupied PORT, before any database is created', async () => {
    const busy = createServer();
    await new Promise<void>((ok) => busy.listen(0, '127.0.0.1', ok));
    const { port } = busy.address() as AddressInfo;
    const dataDir = join(tempDir(), 'db');
    try {
      const run = await startExpectingFailure({
        QY_DEMO: '1',
        PORT: String(port),
        DATA_DIR: dataDir,
      });
      expect(run.code).toBe(1);
      expect(run.output).toContain(`Cannot listen on 127.0.0.1:${port}: EADDRINUSE`);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await new Promise((done) => busy.close(done));
    }
  });
});

describe('a production start on an empty embedded database', () => {
  it('seeds no demo, and the administrator the admin command makes signs in', async () => {
    const dataDir = join(tempDir(), 'db');
    const env = { ...production(), DATA_DIR: dataDir };
    const first = await startServer(env);
    try {
      expect(first.output()).toContain('Administrators: 0');
      expect(first.output()).not.toContain('Demo accounts');
      // The first start says what it does while it is slow (initdb, migrations).
      expect(first.output()).toContain('"msg":"creating the embedded database');
      expect(first.output()).toContain('"msg":"applying migrations"');
      expect(first.output()).toContain('"msg":"no administrator yet');
      expect(await signIn(first.url, 'admin', 'Admin123')).toBe(200200);
    } finally {
      await first.kill();
    }
    const database = await openDatabase({ dataDir });
    try {
      expect(await counts(database)).toEqual({ users: 0, orgs: 0, settlements: 0 });
    } finally {
      await database.close();
    }

    const made = await runAdmin(
      ['create', '--username', 'ops_lead', '--name', '运维主管', '--phone', '13900002001'],
      { DATA_DIR: dataDir },
      'Lead1pass',
    );
    expect(made.out).toContain('created administrator ops_lead');
    expect(made.code).toBe(0);

    const second = await startServer(env);
    try {
      expect(second.output()).toContain('Administrators: 1');
      expect(await signIn(second.url, 'ops_lead', 'Lead1pass')).toBe(200000);
    } finally {
      await second.kill();
    }
  }, 300_000);
});

describe.runIf(TEST_DATABASE_URL)('a production start on an empty PostgreSQL schema', () => {
  it('binds first (healthz ok, readyz 503 initialising), seeds no demo, and lets the command-made admin in', async () => {
    const schema = uniqueSchemaName('prod');
    schemas.push(schema);
    const env = { ...production(), DATABASE_URL: TEST_DATABASE_URL!, DATABASE_SCHEMA: schema };
    const port = await freePort();
    const pg = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    // Holding the migrations' lock keeps the server in its preparation, as a slow first start would.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const lockTaken = new Promise<void>((r) => (locked = r));
    const holder = pg.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(hashtext(${'qy-migrate:' + schema}))`;
      locked();
      await held;
    });
    await lockTaken;
    const starting = startServer({ ...env, PORT: String(port) });
    const url = `http://127.0.0.1:${port}`;
    try {
      await expect
        .poll(
          () =>
            fetch(`${url}/healthz`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 120_000 },
        )
        .toBe(200);
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ code: 503100, data: { status: 'initialising' } });
      const api = await fetch(`${url}${API}/sys/user/info`);
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe('5');
    } finally {
      release();
      await holder;
      await pg.end();
    }
    const server = await starting;
    try {
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      expect(server.output()).toContain('Administrators: 0');
      expect(await signIn(url, 'admin', 'Admin123')).toBe(200200);
      const database = await openDatabase({ url: TEST_DATABASE_URL!, schema, max: 1 });
      try {
        expect(await counts(database)).toEqual({ users: 0, orgs: 0, settlements: 0 });
      } finally {
        await database.close();
      }
      // On PostgreSQL the command runs beside the live server.
      const made = await runAdmin(
        ['create', '--username', 'ops_lead', '--name', '运维主管', '--phone', '13900002001'],
        { DATABASE_URL: TEST_DATABASE_URL!, DATABASE_SCHEMA: schema },
        'Lead1pass',
      );
      expect(made.code).toBe(0);
      expect(await signIn(url, 'ops_lead', 'Lead1pass')).toBe(200000);
    } finally {
      await server.kill();
    }
  }, 300_000);
});
