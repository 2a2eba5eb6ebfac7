import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signInOverHttp, startServer, type ServerProcess } from './support/spawn-server.ts';
import { sseReader } from './support/sse-reader.ts';
import { TEST_DATABASE_URL, dropSchema, uniqueSchemaName } from './support/test-database.ts';

const servers: ServerProcess[] = [];
const schema = uniqueSchemaName('multi');
const dir = mkdtempSync(join(tmpdir(), 'qy-multi-'));
afterAll(async () => {
  for (const s of servers) await s.kill('SIGTERM');
  await dropSchema(schema);
  rmSync(dir, { recursive: true, force: true });
});

const outbox = join(dir, 'sms.jsonl');
let pair: Promise<[ServerProcess, ServerProcess]> | undefined;

/** Two server processes on one schema, started once for the file. */
function instances(): Promise<[ServerProcess, ServerProcess]> {
  pair ??= (async () => {
    const vars = {
      DATABASE_URL: TEST_DATABASE_URL!,
      DATABASE_SCHEMA: schema,
      SMS_OUTBOX_FILE: outbox,
    };
    // The first one migrates and seeds; the second one then finds the data in place.
    const a = await startServer(vars);
    servers.push(a);
    const b = await startServer(vars);
    servers.push(b);
    return [a, b];
  })();
  return pair;
}

let admin: Promise<string> | undefined;
/** The admin's token, signed in once for the file (one SMS code a minute per user). */
function adminToken(a: ServerProcess): Promise<string> {
  admin ??= signInOverHttp(a.url, outbox, 'admin', 'Admin123');
  return admin;
}

describe.skipIf(!TEST_DATABASE_URL)('two server instances on one PostgreSQL', () => {
  it('shows a change made through one instance on the other one’s SSE stream within a second', async () => {
    const [a, b] = await instances();

    // A session made on A is valid on B: sessions live in the database.
    const token = await adminToken(a);
    const abort = new AbortController();
    const res = await fetch(`${b.url}/qy-sla-admin-api/logs/stream?module=auth&action=sms.send`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const reader = sseReader(res);
    try {
      // Let B's stream settle on the current end of the log before the change.
      await new Promise((r) => setTimeout(r, 500));
      const started = Date.now();
      const sent = await fetch(`${a.url}/qy-sla-admin-api/sms/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=reviewer',
      });
      expect(((await sent.json()) as { code: number }).code).toBe(200000);
      const ev = await reader.next(3000);
      const elapsed = Date.now() - started;
      expect(ev?.event).toBe('log');
      expect(JSON.parse(ev!.data)).toMatchObject({
        module: 'auth',
        action: 'sms.send',
        target: 'reviewer',
      });
      expect(elapsed).toBeLessThan(1000);
    } finally {
      abort.abort();
    }
  }, 600_000);

  it('a logout on one instance ends the session on the other at once, though it had it cached', async () => {
    const [a, b] = await instances();
    const token = await signInOverHttp(a.url, outbox, 'operator', 'Operator123');
    const info = async () => {
      const res = await fetch(`${b.url}/qy-sla-admin-api/sys/user/info`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { code: number }).code;
    };
    // B reads the session now and would keep it for SESSION_CACHE_MS (1 s) without the NOTIFY.
    expect(await info()).toBe(200000);
    const logout = await fetch(`${a.url}/qy-sla-admin-api/sys/user/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await logout.json()) as { code: number }).code).toBe(200000);
    const started = Date.now();
    let code = await info();
    while (code === 200000 && Date.now() - started < 3000) {
      await new Promise((r) => setTimeout(r, 20));
      code = await info();
    }
    expect(code).toBe(200105);
    expect(Date.now() - started).toBeLessThan(500);
  }, 600_000);

  it('a rename on one instance shows on the other’s next settlement page, though it had the names', async () => {
    const [a, b] = await instances();
    const token = await adminToken(a);
    const api = async (base: string, path: string, init: RequestInit = {}) => {
      const res = await fetch(`${base}/qy-sla-admin-api${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      const body = (await res.json()) as { code: number; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(body.code, path).toBe(200000);
      return body.data;
    };
    const firstRow = async () => (await api(b.url, '/settlements?pageSize=1')).items[0];
    // B reads the names now and would keep them for NAMES_CACHE_MS (1 s) without the NOTIFY.
    const row = await firstRow();
    const institution = await api(a.url, `/institutions/${row.institutionId}`);
    const name = `${institution.name}·改`;
    await api(a.url, `/institutions/${row.institutionId}`, {
      method: 'PUT',
      body: JSON.stringify({ version: institution.version, name }),
    });
    const started = Date.now();
    let shown = (await firstRow()).institutionName;
    while (shown !== name && Date.now() - started < 3000) {
      await new Promise((r) => setTimeout(r, 20));
      shown = (await firstRow()).institutionName;
    }
    expect(shown).toBe(name);
    expect(Date.now() - started).toBeLessThan(500);
  }, 600_000);
});
