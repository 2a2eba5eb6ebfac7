/**
 * The one settlement generator (server/db/seed/settlements.ts): one set-based statement makes the
 * rows at every scale, with the indexes built after the load. Its rows must hold what the app's
 * own writes hold: amounts split by core's allocate, numbers unique and continued by the stored
 * sequences, daily totals in step, and every index of the table back in place.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { allocate } from '#core/money';
import { rowsOf } from '../../server/db/migrate.ts';
import { settlementsPerDay } from '../../server/db/seed/settlements.ts';
import { seedSizes } from '../../server/db/seed/scale.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 300_000);
afterAll(() => app?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  rowsOf<T>(await app.database.db.execute(query));

test('the days add up to the count at every scale, recent days busier', () => {
  for (const n of [1, 240, 30_000, 10_000_000]) {
    const days = settlementsPerDay(n);
    expect(days).toHaveLength(365);
    expect(days.reduce((a, b) => a + b, 0)).toBe(n);
    expect(days.every((d) => d >= 0)).toBe(true);
  }
  const big = settlementsPerDay(10_000_000);
  expect(big[0]).toBeGreaterThan(big[30]);
  expect(big[30]).toBeGreaterThan(big[300]);
});

test('the seeded rows: the count, amounts as allocate splits them, statuses by age', async () => {
  const seeded = await rows<{
    id: number;
    no: string;
    day: string;
    gross: string;
    bp: number;
    share: string;
    fee: string;
    net: string;
    status: string;
    serial: string | null;
    reason: string | null;
  }>(sql`select id, settlement_no as no, to_char(period, 'YYYYMMDD') as day, gross_fen as gross,
    share_bp as bp, share_fen as share, fee_fen as fee, net_fen as net, status,
    bank_serial_no as serial, failure_reason as reason from settlements order by id`);
  expect(seeded).toHaveLength(seedSizes('test').settlements);
  expect(seeded.map((r) => Number(r.id))).toEqual(seeded.map((_, i) => i + 1));
  expect(new Set(seeded.map((r) => r.no)).size).toBe(seeded.length);
  for (const r of seeded) {
    const [share] = allocate(Number(r.gross), [r.bp]);
    const [fee] = allocate(share, [60]);
    expect([Number(r.share), Number(r.fee), Number(r.net)]).toEqual([share, fee, share - fee]);
    expect(r.no.startsWith(`ST${r.day}`)).toBe(true);
    expect(r.serial !== null).toBe(r.status === 'settled');
    expect(r.reason !== null).toBe(r.status === 'failed');
  }
  expect(new Set(seeded.map((r) => r.status))).toEqual(
    new Set(['pending', 'processing', 'settled', 'failed']),
  );
});

test('the stored sequences continue after the seeded numbers; the daily totals match the rows', async () => {
  const gaps = await rows<{ name: string }>(sql`
    select b.name from business_sequences b
    join (select 'ST' || to_char(period, 'YYYYMMDD') as name,
      max(right(settlement_no, 6)::int) as top from settlements group by 1) s using (name)
    where b.value <> s.top`);
  expect(gaps).toEqual([]);
  const [drift] = await rows<{ n: number }>(sql`
    select count(*)::int as n from (
      select period, status, org_id, count(*) as c, sum(net_fen) as net from settlements
      group by 1, 2, 3) s
    full join settlement_daily_totals d using (period, status, org_id)
    where s.c is distinct from d.count or s.net is distinct from d.net_fen`);
  expect(drift.n).toBe(0);
});

test('every index of the table is back after the load', async () => {
  const names = await rows<{ name: string }>(
    sql`select indexname as name from pg_indexes
      where schemaname = current_schema() and tablename = 'settlements' order by 1`,
  );
  expect(names.map((r) => r.name).sort()).toEqual(
    [
      'settlements_pkey',
      'settlements_settlement_no_unique',
      'settlements_status_period_idx',
      'settlements_period_idx',
      'settlements_period_settlement_no_idx',
      ...['pending', 'processing', 'settled', 'failed'].map((s) => `settlements_${s}_period_idx`),
      'settlements_org_period_idx',
      'settlements_institution_idx',
      'settlements_gross_idx',
      'settlements_net_idx',
      'settlements_no_pattern_idx',
      'settlements_no_reverse_idx',
    ].sort(),
  );
});
