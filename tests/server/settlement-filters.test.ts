/**
 * The settlement filters have one definition (server/domain/settlement-filters.ts): the list (page
 * and cursor modes), its CSV export and the totals (daily table or rows) all derive their WHERE
 * from it, so a filter changed there is changed everywhere at once.
 */
import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { forgetSettlementTotals } from '../../server/domain/settlement-totals.ts';
import { SETTLEMENT_FILTERS } from '../../server/domain/settlement-filters.ts';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';
import { restoreFilterRulesAfterEach } from './settlement-filter-rules.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

const original = restoreFilterRulesAfterEach();

type Item = { settlementNo: string; status: string; orgId: number; institutionId: number };

/** What every reader answers for one filter: page items, cursor items, export numbers, totals. */
async function everyReader(query: Record<string, string | number>) {
  const page = await call(app, app.admin, 'GET', '/settlements', {
    query: { ...query, pageSize: 100 },
  });
  const cursor = await call(app, app.admin, 'GET', '/settlements', {
    query: { ...query, cursor: '', limit: 100 },
  });
  const res = await app.fetch('GET', '/settlements/export.csv', {
    token: app.admin,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { 'accept-language': 'en-US' },
  });
  expect(res.status).toBe(200);
  const exported = new TextDecoder('utf-8', { ignoreBOM: true })
    .decode(await res.arrayBuffer())
    .split('\r\n')
    .filter(Boolean)
    .slice(1)
    .map((line) => line.split(',')[0]);
  return {
    page: page.items as Item[],
    cursor: cursor.items as Item[],
    exported,
    total: page.total as number,
    totals: page.totals.count as number,
  };
}

test('a filter rule changed in the one definition changes the list, the export and the totals', async () => {
  const before = await everyReader({ status: 'failed' });
  expect(before.page.length).toBeGreaterThan(0);
  expect(before.page.every((s) => s.status === 'failed')).toBe(true);

  SETTLEMENT_FILTERS.status = { column: 'status', test: (c, v) => ne(c, v) };
  forgetSettlementTotals();
  const after = await everyReader({ status: 'failed' });
  expect(after.page.length).toBeGreaterThan(0);
  expect(after.page.every((s) => s.status !== 'failed')).toBe(true);
  expect(after.cursor.every((s) => s.status !== 'failed')).toBe(true);
  expect(after.exported).not.toContain(before.page[0].settlementNo);
  expect(after.exported.length).toBe(after.total);
  expect(after.totals).toBe(after.total);
  // Totals (daily table, which has the column) and rows agree on the changed rule.
  const all = await call(app, app.admin, 'GET', '/settlements', { query: { pageSize: 1 } });
  expect(after.totals).toBe(all.total - before.total);
});

test('a filter moved to another column moves everywhere, the totals off the daily table too', async () => {
  const list = await call(app, app.admin, 'GET', '/settlements', { query: { pageSize: 1 } });
  const institutionId = (list.items as Item[])[0].institutionId;
  const byInstitution = await everyReader({ institutionId });

  // `orgId` now tests the institution column: the daily totals lack it, so they come from rows.
  SETTLEMENT_FILTERS.orgId = { column: 'institutionId', test: original.orgId.test };
  forgetSettlementTotals();
  const moved = await everyReader({ orgId: institutionId });
  expect(moved.page.map((s) => s.settlementNo)).toEqual(
    byInstitution.page.map((s) => s.settlementNo),
  );
  expect(moved.cursor.every((s) => s.institutionId === institutionId)).toBe(true);
  expect(moved.exported.sort()).toEqual([...byInstitution.exported].sort());
  expect(moved.totals).toBe(byInstitution.totals);
});
