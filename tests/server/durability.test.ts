import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '#core/validate';
import { openDatabase } from '../../server/db/client.ts';
import { rowsOf } from '../../server/db/migrate.ts';
import { sql } from 'drizzle-orm';
import {
  signInOverHttp,
  startExpectingFailure,
  startServer,
  type ServerProcess,
} from './support/spawn-server.ts';
import { sseReader } from './support/sse-reader.ts';
import { TEST_DATABASE_URL, dropSchema, uniqueSchemaName } from './support/test-database.ts';

const dirs: string[] = [];
const schemas: string[] = [];
afterAll(async () => {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  for (const s of schemas) await dropSchema(s);
});

const bankCard = (n: number) => {
  const body = `622202${String(n).padStart(12, '0')}`;
  return body + luhnCheckDigit(body);
};

/**
 * Creates organisations as fast as the server acknowledges them (4 in flight) and SIGKILLs the
 * process after `killAfter` acknowledgements, with requests still in flight. Returns the codes the
 * server acknowledged with 200000.
 */
async function writeUntilKilled(
  server: ServerProcess,
  token: string,
  prefix: string,
  killAfter: number,
): Promise<string[]> {
  const acked: string[] = [];
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const n = next++;
      const code = `${prefix}${n}`;
      try {
        const res = await fetch(`${server.url}/qy-sla-admin-api/orgs`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            parentId: 1,
            code,
            name: `Durable ${n}`,
            kind: 'agent',
            settlementTarget: false,
            shareBp: 0,
            bankAccount: bankCard(n),
          }),
        });
        const body = (await res.json()) as { code: number };
        if (body.code !== 200000) throw new Error(`write refused: ${JSON.stringify(body)}`);
        acked.push(code);
        if (acked.length >= killAfter && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      } catch (e) {
        if (!killed) throw e;
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  await server.exited;
  return acked;
}

async function durabilityRun(
  vars: Record<string, string>,
  outbox: string,
  readCodes: () => Promise<string[]>,
) {
  const first = await startServer({ ...vars, SMS_OUTBOX_FILE: outbox });
  const token = await signInOverHttp(first.url, outbox, 'admin', 'Admin123');
  const acked = await writeUntilKilled(first, token, 'DUR', 40);
  expect(acked.length).toBeGreaterThanOrEqual(40);
  expect((await first.exited).signal).toBe('SIGKILL');

  const second = await startServer({ ...vars, SMS_OUTBOX_FILE: outbox });
  try {
    const health = await fetch(`${second.url}/readyz`);
    expect(health.status).toBe(200);
  } finally {
    await second.kill('SIGTERM');
  }
  expect((await second.exited).code).toBe(0);
  const present = new Set(await readCodes());
  expect(acked.filter((code) => !present.has(code))).toEqual([]);
}

describe('durability of acknowledged writes', () => {
  it('keeps every acknowledged write on PGlite after SIGKILL, and locks the data directory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qy-durable-'));
    dirs.push(dir);
    const outbox = join(dir, 'sms.jsonl');
    const vars = { DATA_DIR: join(dir, 'data') };

    // The lock: a second process on a directory in use exits at once with a clear message.
    const holder = await startServer({ ...vars, SMS_OUTBOX_FILE: outbox });
    const second = await startExpectingFailure(vars);
    expect(second.code).not.toBe(0);
    expect(second.output).toMatch(/data directory .* is in use by another server process/);

    // Graceful shutdown: an open SSE stream is ended and the process exits 0.
    const token = await signInOverHttp(holder.url, outbox, 'reviewer', 'Reviewer123');
    const stream = await fetch(`${holder.url}/qy-sla-admin-api/logs/stream`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stream.status).toBe(200);
    const ended = sseReader(stream).waitEnd(20_000);
    await holder.kill('SIGTERM');
    expect(await ended).toBe(true);
    expect((await holder.exited).code).toBe(0);

    await durabilityRun(vars, outbox, async () => {
      const database = await openDatabase({ dataDir: vars.DATA_DIR });
      try {
        const rows = rowsOf<{ code: string }>(
          await database.db.execute(sql`select code from organisations where code like 'DUR%'`),
        );
        return rows.map((r) => r.code);
      } finally {
        await database.close();
      }
    });
  }, 900_000);

  it.skipIf(!TEST_DATABASE_URL)(
    'keeps every acknowledged write on PostgreSQL after SIGKILL',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'qy-durable-pg-'));
      dirs.push(dir);
      const schema = uniqueSchemaName('dur');
      schemas.push(schema);
      await durabilityRun(
        { DATABASE_URL: TEST_DATABASE_URL!, DATABASE_SCHEMA: schema },
        join(dir, 'sms.jsonl'),
        async () => {
          const client = postgres(TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
          try {
            const rows = await client.unsafe(
              `select code from "${schema}".organisations where code like 'DUR%'`,
            );
            return rows.map((r) => String(r.code));
          } finally {
            await client.end();
          }
        },
      );
    },
    600_000,
  );
});
