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

describe.skipIf(!TEST_DATABASE_URL)('two server instances on one PostgreSQL', () => {
  it('shows a change made through one instance on the other one’s SSE stream within a second', async () => {
    const outbox = join(dir, 'sms.jsonl');
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

    // A session made on A is valid on B: sessions live in the database.
    const token = await signInOverHttp(a.url, outbox, 'admin', 'Admin123');
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
});
