import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemLogs, type SystemLogRow } from '../../server/db/schema/system-logs.ts';
import { createEventBus } from '../../server/stream/event-bus.ts';
import { tailLogs } from '../../server/stream/log-tail.ts';
import { sseReader } from './support/sse-reader.ts';
import { createTestApp, freshIp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: 'users' });
  admin = await t.login('admin');
});
afterAll(() => t.close());

async function openStream(
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const abort = new AbortController();
  const res = await t.fetch('GET', '/logs/stream', {
    token: admin,
    query,
    headers,
    signal: abort.signal,
  });
  return { res, reader: sseReader(res), stop: () => abort.abort() };
}

/** Writes one entry of `module` and wakes the streams: a later event that proves what came before it. */
async function insertMarker(module: string): Promise<number> {
  const [row] = await t.database.db
    .insert(systemLogs)
    .values({ at: t.clock.now(), module, action: 'marker', target: '', result: 'success' })
    .returning({ id: systemLogs.id });
  t.deps.events.emit('system-log');
  return row.id;
}

describe('GET /logs/stream', () => {
  it('streams a new log entry as `event: log` with the log id', async () => {
    const { res, reader, stop } = await openStream();
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      await t.request('POST', '/sms/send', { form: { username: 'operator' }, ip: freshIp() });
      // A hang guard only: the entry comes on the write's wake-up, or at worst the 500 ms poll.
      const ev = await reader.next(10_000);
      expect(ev).not.toBeNull();
      expect(ev!.event).toBe('log');
      const entry = JSON.parse(ev!.data);
      expect(entry).toMatchObject({
        module: 'auth',
        action: 'sms.send',
        target: 'operator',
        result: 'success',
      });
      expect(ev!.id).toBe(String(entry.id));
    } finally {
      stop();
    }
  });

  it('resumes after Last-Event-ID (header or query) with no gap and no repeat', async () => {
    const [{ max }] = await t.database.db
      .select({ max: sql<number>`coalesce(max(id), 0)::int` })
      .from(systemLogs);
    const rows = await t.database.db
      .insert(systemLogs)
      .values(
        [1, 2, 3].map((n) => ({
          at: t.clock.now(),
          module: 'resume',
          action: `a${n}`,
          target: '',
          result: 'success' as const,
        })),
      )
      .returning({ id: systemLogs.id });
    const markers: number[] = [];
    for (const how of ['header', 'query'] as const) {
      const { reader, stop } =
        how === 'header'
          ? await openStream({ module: 'resume' }, { 'last-event-id': String(rows[0].id) })
          : await openStream({ module: 'resume', lastEventId: String(rows[0].id) });
      try {
        // The rows after the given id, then the markers earlier rounds wrote, in id order.
        const expected = [rows[1].id, rows[2].id, ...markers];
        const got: number[] = [];
        for (const _ of expected) got.push(Number((await reader.next())?.id));
        expect(got).toEqual(expected);
        // No repeat: the next event is a marker written now, nothing came before it.
        markers.push(await insertMarker('resume'));
        expect(Number((await reader.next(10_000))?.id)).toBe(markers.at(-1));
      } finally {
        stop();
      }
    }
    expect(rows[0].id).toBeGreaterThan(max);
  });

  it('applies the filters to the stream', async () => {
    const { reader, stop } = await openStream({ module: 'wanted' });
    try {
      await t.database.db.insert(systemLogs).values([
        { at: t.clock.now(), module: 'other', action: 'x', target: 'no', result: 'success' },
        { at: t.clock.now(), module: 'wanted', action: 'x', target: 'yes', result: 'success' },
      ]);
      t.deps.events.emit('system-log');
      const ev = await reader.next();
      expect(JSON.parse(ev!.data)).toMatchObject({ module: 'wanted', target: 'yes' });
      const marker = await insertMarker('wanted');
      expect(Number((await reader.next(10_000))?.id)).toBe(marker);
    } finally {
      stop();
    }
  });

  it('starts at the newest entry when no id is given', async () => {
    await t.database.db
      .insert(systemLogs)
      .values({ at: t.clock.now(), module: 'old', action: 'x', target: '', result: 'success' });
    const { reader, stop } = await openStream({ module: 'old' });
    try {
      // The first event is a marker written after the stream opened, not the older entry.
      const marker = await insertMarker('old');
      expect(Number((await reader.next(10_000))?.id)).toBe(marker);
    } finally {
      stop();
    }
  });
});

describe('tailLogs', () => {
  async function insertWithId(id: number, module = 'gap') {
    await t.database.db.execute(
      sql`insert into system_logs (id, at, module, action, target, result) values (${id}, now(), ${module}, 'x', '', 'success')`,
    );
  }

  it('waits for a missing id before passing it, then delivers in id order', async () => {
    const base = 1_000_000;
    await insertWithId(base + 1);
    await insertWithId(base + 3);
    const got: number[] = [];
    const abort = new AbortController();
    const bus = createEventBus();
    const run = tailLogs({
      db: t.database.db,
      filters: { module: 'gap' },
      afterId: base,
      signal: abort.signal,
      onWake: (fn) => bus.on('w', fn),
      onEntries: async (rows: SystemLogRow[]) => void got.push(...rows.map((r) => r.id)),
      pollMs: 50,
      gapGraceMs: 5_000,
    });
    await expect.poll(() => got, { timeout: 10_000 }).toEqual([base + 1]);
    await insertWithId(base + 2);
    bus.emit('w');
    // The order proves base + 3 waited for base + 2 (the grace is 5 s, far beyond this test).
    await expect.poll(() => got, { timeout: 10_000 }).toEqual([base + 1, base + 2, base + 3]);
    abort.abort();
    await run;
  });

  it('skips an id that never appears (a rolled-back transaction) after the grace period', async () => {
    const base = 2_000_000;
    await insertWithId(base + 1);
    await insertWithId(base + 3);
    const got: number[] = [];
    const abort = new AbortController();
    const run = tailLogs({
      db: t.database.db,
      filters: { module: 'gap' },
      afterId: base,
      signal: abort.signal,
      onWake: () => () => {},
      onEntries: async (rows) => void got.push(...rows.map((r) => r.id)),
      pollMs: 50,
      gapGraceMs: 200,
    });
    await expect.poll(() => got, { timeout: 10_000 }).toEqual([base + 1, base + 3]);
    abort.abort();
    await run;
  });
});
