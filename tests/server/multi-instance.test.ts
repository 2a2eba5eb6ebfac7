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

/**
 * Two server processes on one schema, started once for the file. B's performance.now() stands
 * still (support/frozen-performance.ts): its kept sessions and names never age out, so whatever
 * B drops was dropped by A's NOTIFY — no test has to time B's one-second window.
 */
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
    const b = await startServer(vars, undefined, ['tests/server/support/frozen-performance.ts']);
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
  it('shows a change made through one instance on the other one’s SSE stream', async () => {
    const [a, b] = await instances();

    // A session made on B is valid on A: sessions live in the database.
    const token = await adminToken(b);
    const abort = new AbortController();
    const res = await fetch(`${a.url}/qy-sla-admin-api/logs/stream?module=auth&action=sms.send`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const reader = sseReader(res);
    try {
      // A's stream has settled on the current end of the log once it says where it starts.
      expect(await reader.comment('connected after', 10_000)).toBe(true);
      const sent = await fetch(`${b.url}/qy-sla-admin-api/sms/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=reviewer',
      });
      expect(((await sent.json()) as { code: number }).code).toBe(200000);
      // A hang guard: the entry comes on B's NOTIFY, or at worst A's 500 ms poll.
      const ev = await reader.next(10_000);
      expect(ev?.event).toBe('log');
      expect(JSON.parse(ev!.data)).toMatchObject({
        module: 'auth',
        action: 'sms.send',
        target: 'reviewer',
      });
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
    // B reads the session now and, its clock frozen, would keep it for ever without the NOTIFY.
    expect(await info()).toBe(200000);
    const logout = await fetch(`${a.url}/qy-sla-admin-api/sys/user/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await logout.json()) as { code: number }).code).toBe(200000);
    await expect.poll(info, { timeout: 10_000 }).toBe(200105);
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
    // B reads the names now and, its clock frozen, would keep them for ever without the NOTIFY.
    const row = await firstRow();
    const institution = await api(a.url, `/institutions/${row.institutionId}`);
    const name = `${institution.name}·改`;
    await api(a.url, `/institutions/${row.institutionId}`, {
      method: 'PUT',
      body: JSON.stringify({ version: institution.version, name }),
    });
    await expect
      .poll(async () => (await firstRow()).institutionName, { timeout: 10_000 })
      .toBe(name);
  }, 600_000);
});
