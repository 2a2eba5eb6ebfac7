/**
 * Issue 28: counts that cannot be flat say so. Totals the daily table covers are exact; a filter it
 * does not cover (q, institution) is counted row by row up to EXACT_COUNT_CAP and exact below it;
 * past it the list answers the planner's estimate with `totalExact: false` and no sums, and
 * `exact=true` asks for the exact figures.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { EXACT_COUNT_CAP } from '../../server/routes/settlements/queries.ts';
import { forgetSettlementTotals } from '../../server/domain/settlement-totals.ts';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
const EXTRA = EXACT_COUNT_CAP + 50;
beforeAll(async () => {
  app = await createBusinessApp();
  // Settlements numbered ST2099…: one q prefix matches more rows than the cap.
  await app.database.db.execute(sql`
    insert into settlements (settlement_no, period, org_id, institution_id, gross_fen, share_bp,
      share_fen, fee_fen, net_fen, status)
    select 'ST209901' || lpad(g::text, 8, '0'), date '2026-01-01', org_id, institution_id,
      1000, 5000, 500, 3, 497, 'settled'
    from generate_series(1, ${EXTRA}) g, (select org_id, institution_id from settlements limit 1) s`);
  await app.database.db.execute(sql`analyze settlements`);
  forgetSettlementTotals();
}, 300_000);
afterAll(() => app?.close());

const list = (query: Record<string, string | number>) =>
  call(app, app.admin, 'GET', '/settlements', { query: { pageSize: 5, ...query } });

test('totals the daily table covers are exact', async () => {
  const page = await list({ status: 'settled' });
  expect(page.totals.totalExact).toBe(true);
  expect(page.totals.count).toBe(page.total);
  expect(page.totals.netFen).toEqual(expect.any(Number));
});

test('a q filter with few rows is counted exactly, with sums', async () => {
  const [first] = (await list({})).items as { settlementNo: string }[];
  const page = await list({ q: first.settlementNo });
  expect(page.totals).toMatchObject({ count: 1, totalExact: true });
  expect(page.totals.grossFen).toEqual(expect.any(Number));
});

test('past the cap the count is an estimate without sums; exact=true counts them all', async () => {
  const page = await list({ q: 'ST2099' });
  expect(page.totals.totalExact).toBe(false);
  expect(page.totals.count).toBeGreaterThan(EXACT_COUNT_CAP);
  expect(page.totals.grossFen).toBeNull();
  expect(page.items).toHaveLength(5);
  const cursor = await call(app, app.admin, 'GET', '/settlements', {
    query: { q: 'ST2099', cursor: '', limit: 5 },
  });
  expect(cursor.totals.totalExact).toBe(false);

  const exact = await list({ q: 'ST2099', exact: 'true' });
  expect(exact.totals).toEqual({
    count: EXTRA,
    grossFen: EXTRA * 1000,
    shareFen: EXTRA * 500,
    feeFen: EXTRA * 3,
    netFen: EXTRA * 497,
    totalExact: true,
  });
  expect(exact.total).toBe(EXTRA);
});

test('exact is a yes/no: anything else is a catalogue error on the field', async () => {
  const res = await app.request('GET', '/settlements', {
    token: app.admin,
    query: { exact: 'maybe' },
  });
  expect(res.body.code).toBe(400100);
  expect(res.body.data.fields.exact).toBeTruthy();
});
