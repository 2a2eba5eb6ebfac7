/**
 * Issue 28: a sort with its own per-day index (DAY_SORTED) within a short period range is read day
 * by day and merged (server/routes/settlements/day-rows.ts). Its first pages, deep pages and cursor
 * pages must be exactly the range's rows in that order, as the plain query orders them.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { daysOf, DAY_RANGE_MAX } from '../../server/routes/settlements/day-rows.ts';
import { forgetSettlementTotals } from '../../server/domain/settlement-totals.ts';
import { call } from './business-support.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type S = { id: number; settlementNo: string; period: string; status: string };
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
}, 300_000);
afterAll(() => app?.close());

async function walk(query: Record<string, string | number>, limit: number): Promise<S[]> {
  const out: S[] = [];
  let cursor = '';
  for (;;) {
    const page = await call(app, admin, 'GET', '/settlements', {
      query: { ...query, cursor, limit },
    });
    out.push(...page.items);
    if (!page.nextCursor) return out;
    cursor = page.nextCursor;
  }
}

const plusDays = (iso: string, n: number) =>
  new Date(Date.parse(iso) + n * 86_400_000).toISOString().slice(0, 10);

test('a short range is one of 1..DAY_RANGE_MAX whole days', () => {
  expect(daysOf('2026-11-01', '2026-11-01')).toBe(1);
  expect(daysOf('2026-10-01', '2026-10-31')).toBe(31);
  expect(daysOf('2026-01-01', plusDays('2026-01-01', DAY_RANGE_MAX - 1))).toBe(DAY_RANGE_MAX);
  expect(daysOf('2026-01-01', plusDays('2026-01-01', DAY_RANGE_MAX))).toBeNull();
  expect(daysOf('2026-11-02', '2026-11-01')).toBeNull();
  expect(daysOf('2026-11-01', undefined)).toBeNull();
});

test('pages and cursor pages by number within a range are the range in number order', async () => {
  const all = await walk({ sort: '-period' }, 100);
  const to = all[0].period;
  const from = plusDays(to, -60);
  for (const filter of [{}, { status: 'settled' }] as Record<string, string>[]) {
    const inRange = all.filter(
      (s) =>
        s.period >= from &&
        s.period <= to &&
        Object.entries(filter).every(([k, v]) => s[k as keyof S] === v),
    );
    expect(inRange.length).toBeGreaterThan(20);
    for (const descending of [false, true]) {
      const sort = descending ? '-settlementNo' : 'settlementNo';
      const want = [...inRange]
        .sort((a, b) =>
          a.settlementNo === b.settlementNo
            ? a.id - b.id
            : a.settlementNo < b.settlementNo
              ? -1
              : 1,
        )
        .map((s) => s.settlementNo);
      if (descending) want.reverse();
      const query = { ...filter, from, to, sort };
      const label = JSON.stringify(query);
      expect(
        (await walk(query, 7)).map((s) => s.settlementNo),
        label,
      ).toEqual(want);
      const pageSize = 6;
      for (let page = 1; page <= Math.ceil(want.length / pageSize); page++) {
        forgetSettlementTotals();
        const got = await call(app, admin, 'GET', '/settlements', {
          query: { ...query, page, pageSize },
        });
        expect(
          got.items.map((s: S) => s.settlementNo),
          `${label} page ${page}`,
        ).toEqual(want.slice((page - 1) * pageSize, page * pageSize));
      }
    }
  }
}, 120_000);
