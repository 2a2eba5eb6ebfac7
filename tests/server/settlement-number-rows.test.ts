/**
 * Issue 28: a page of a number search is read from its matches (server/routes/settlements/
 * number-rows.ts). Its pages, deep pages and cursor pages must be exactly the rows and the order
 * the plain query answers, for every published sort, here with the matches clustered where the
 * sorts end (the oldest periods, the smallest amounts), far from where the list starts.
 */
import { and, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { settlements } from '../../server/db/schema/index.ts';
import { afterCursor, orderOf, parseSort } from '../../server/domain/paging.ts';
import { forgetSettlementTotals } from '../../server/domain/settlement-totals.ts';
import { numberMatchRows } from '../../server/routes/settlements/number-rows.ts';
import { selectSettlements, settlementFilters } from '../../server/routes/settlements/queries.ts';
import { settlementSource } from '../../server/routes/settlements/service.ts';
import { call } from './business-support.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const PREFIX = 'SQ20250101';
const MATCHES = 40;

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await app.login('admin');
  // Matches on the three oldest days, with the smallest amounts and repeated values (ties by id).
  await app.database.db.execute(sql`
    insert into settlements (id, settlement_no, period, org_id, institution_id, gross_fen,
      share_bp, share_fen, fee_fen, net_fen, status)
    select m.id + g, ${PREFIX} || lpad(g::text, 5, '0'), m.period + (g % 3), m.org_id,
      m.institution_id, 1 + g % 5, 0, 0, 0, 1 + g % 4,
      (array['pending', 'processing', 'settled', 'failed'])[1 + g % 4]
    from generate_series(1, ${MATCHES}) as g,
      (select max(id) as id, min(period) as period, min(org_id) as org_id,
        min(institution_id) as institution_id from settlements) as m`);
}, 300_000);
afterAll(() => app?.close());

type S = { id: number };
const ids = (rows: S[]) => rows.map((r) => r.id);

const sorts = Object.keys(settlementSource.sorts).flatMap((f) => [f, `-${f}`]);
const filters: Record<string, string>[] = [
  { q: PREFIX },
  { q: PREFIX.slice(0, 8).toLowerCase() },
  { q: PREFIX, status: 'settled' },
  { q: '0100001' },
];

/** The plain query's answer: the one filter and order, no plan of its own. */
async function plain(q: Record<string, string>, sort: string) {
  const choice = parseSort(sort, settlementSource.sorts, settlementSource.defaultSort);
  return selectSettlements(app.database.db)
    .where(settlementFilters(q))
    .orderBy(...orderOf(choice, settlements.id));
}

test('a number search reads its page from its matches, as the plain query orders them', async () => {
  const { db } = app.database;
  for (const f of filters)
    for (const sort of sorts) {
      const choice = parseSort(sort, settlementSource.sorts, settlementSource.defaultSort);
      const want = await plain(f, sort);
      expect(want.length, JSON.stringify(f)).toBeGreaterThan(0);
      const read = (offset: number, limit: number, after?: (typeof want)[number]) =>
        numberMatchRows(
          db,
          {
            where: and(
              settlementFilters(f),
              after &&
                afterCursor(choice, settlements.id, {
                  f: choice.field,
                  v: (after as unknown as Record<string, string | number>)[choice.field],
                  id: after.id,
                }),
            ),
            orderBy: orderOf(choice, settlements.id),
            limit,
            offset,
          },
          { ...f, sort },
          settlementSource.sorts,
          settlementSource.defaultSort,
        );
      const label = `${JSON.stringify(f)} ${sort}`;
      if (choice.column === settlements.settlementNo) {
        // Its own index is the number's: the plain plan serves.
        expect(await read(0, 5), label).toBeNull();
        continue;
      }
      for (const [offset, limit] of [
        [0, 5],
        [7, 6],
        [Math.max(0, want.length - 3), 5],
      ])
        expect(ids((await read(offset, limit))!), `${label} ${offset}`).toEqual(
          ids(want.slice(offset, offset + limit)),
        );
      if (want.length > 6)
        expect(ids((await read(0, 4, want[5]))!), `${label} after`).toEqual(ids(want.slice(6, 10)));
    }
});

test('pages and cursor pages of a number search are the plain query’s rows in its order', async () => {
  for (const f of filters)
    for (const sort of sorts) {
      const want = ids(await plain(f, sort));
      const label = `${JSON.stringify(f)} ${sort}`;
      const walked: number[] = [];
      let cursor = '';
      do {
        const page = await call(app, admin, 'GET', '/settlements', {
          query: { ...f, sort, cursor, limit: 7 },
        });
        walked.push(...ids(page.items));
        cursor = page.nextCursor ?? '';
      } while (cursor && walked.length <= want.length);
      expect(walked, label).toEqual(want);
      const pageSize = 6;
      for (let page = 1; page <= Math.ceil(want.length / pageSize); page++) {
        forgetSettlementTotals();
        const got = await call(app, admin, 'GET', '/settlements', {
          query: { ...f, sort, page, pageSize },
        });
        expect(ids(got.items), `${label} page ${page}`).toEqual(
          want.slice((page - 1) * pageSize, page * pageSize),
        );
      }
    }
}, 120_000);
