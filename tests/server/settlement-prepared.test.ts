/**
 * The settlement page's prepared statements (queries.ts preparedSettlementRows, db/statements.ts):
 * built from the one select and the one filter definition with the values bound, they answer what
 * the per-call select answers, for every filter shape, sort and offset; a search (a literal rule)
 * is not prepared; and a rule replaced in the definition is followed at once.
 */
import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { settlements } from '../../server/db/schema/index.ts';
import { orderOf, parseSort } from '../../server/domain/paging.ts';
import { SETTLEMENT_FILTERS } from '../../server/domain/settlement-filters.ts';
import { forgetSettlementTotals } from '../../server/domain/settlement-totals.ts';
import {
  preparedSettlementRows,
  settlementFilters,
} from '../../server/routes/settlements/queries.ts';
import { settlementSource } from '../../server/routes/settlements/service.ts';
import type { SettlementListQuery } from '../../server/routes/settlements/inputs.ts';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';
import { restoreFilterRulesAfterEach } from './settlement-filter-rules.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

restoreFilterRulesAfterEach();

type Filter = Parameters<typeof settlementFilters>[0];

/** The page as the per-call select reads it (the source's `rows`). */
const perCall = (q: Filter, sort: string, offset: number, limit: number) => {
  const choice = parseSort(sort, settlementSource.sorts, settlementSource.defaultSort);
  return settlementSource.rows(
    app.database.db,
    { where: settlementFilters(q), orderBy: orderOf(choice, settlements.id), limit, offset },
    { ...q, sort, page: 1, pageSize: limit, limit } as SettlementListQuery,
  );
};

const prepared = (q: Filter, sort: string, offset: number, limit: number) =>
  preparedSettlementRows(
    app.database,
    q,
    parseSort(sort, settlementSource.sorts, settlementSource.defaultSort),
    offset,
    limit,
  );

test('every filter shape, sort and offset answers what the per-call select answers', async () => {
  const [first] = await perCall({}, '-period', 0, 1);
  const shapes: Filter[] = [
    {},
    { status: 'settled' },
    { status: 'failed', orgId: first.orgId },
    { institutionId: first.institutionId },
    { from: '2020-01-01', to: first.period },
    { status: 'pending', from: first.period },
  ];
  let compared = 0;
  for (const q of shapes) {
    for (const sort of ['-period', 'period', '-netFen', 'settlementNo']) {
      for (const [offset, limit] of [
        [0, 7],
        [3, 5],
      ]) {
        const expected = await perCall(q, sort, offset, limit);
        const got = await prepared(q, sort, offset, limit);
        expect(got).toEqual(expected);
        compared += expected.length;
      }
    }
  }
  expect(compared).toBeGreaterThan(50);
  // One statement per shape, sort and first-or-later page, kept and reused.
  const kept = app.database.statements.size;
  await prepared({ status: 'settled' }, '-period', 0, 7);
  expect(app.database.statements.size).toBe(kept);
});

test('a search is built per call, not prepared', () => {
  expect(prepared({ q: '1' }, '-period', 0, 10)).toBeNull();
  expect(prepared({ status: 'settled', q: 'ab' }, '-period', 0, 10)).toBeNull();
});

test('the list answers from a prepared statement, which follows a rule replaced in place', async () => {
  // A sort no other test here uses: its statement is new.
  const query = { status: 'failed', sort: '-grossFen', pageSize: 50 };
  const page = () => call(app, app.admin, 'GET', '/settlements', { query });
  const before = app.database.statements.size;
  const failed = await page();
  expect(failed.items.length).toBeGreaterThan(0);
  expect(app.database.statements.size).toBe(before + 1);
  expect(await prepared({ status: 'failed' }, '-grossFen', 0, 50)).toEqual(failed.items);

  SETTLEMENT_FILTERS.status = { column: 'status', test: (c, v) => ne(c, v) };
  forgetSettlementTotals();
  const others = await page();
  expect(others.items.length).toBeGreaterThan(0);
  expect(others.items.every((s: { status: string }) => s.status !== 'failed')).toBe(true);
});
