/**
 * Issue 28: the console's deep pages do not scan what they skip. A page in period order is found
 * through the daily totals (the day it falls on, then a skip inside that day); other sorts read a
 * page past the middle from the other end (reverse order, then the rows turned round). Every page
 * must still be exactly the slice of the list a cursor walk gives, the last one included.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { forgetSettlementTotals } from '../../server/domain/settlement-totals.ts';
import { call } from './business-support.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { TEST_DATABASE_URL } from './support/test-database.ts';

type S = { id: number; settlementNo: string };
const offsets: number[] = [];
let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp({
    logQuery: (query, params) => {
      const m = /\boffset \$(\d+)/i.exec(query);
      if (m && /\bfrom "settlements"/.test(query)) offsets.push(Number(params[Number(m[1]) - 1]));
    },
  });
  admin = await app.login('admin');
}, 300_000);
afterAll(() => app?.close());

async function everything(query: Record<string, string | number>): Promise<S[]> {
  const out: S[] = [];
  let cursor = '';
  for (;;) {
    const page = await call(app, admin, 'GET', '/settlements', {
      query: { ...query, cursor, limit: 100 },
    });
    out.push(...page.items);
    if (!page.nextCursor) return out;
    cursor = page.nextCursor;
  }
}

test('every page, the last and those past the middle included, is the slice of the walk', async () => {
  const pageSize = 9;
  for (const sort of ['-period', 'period', '-grossFen', 'netFen', '-settlementNo']) {
    const queries: Record<string, string | number>[] = [
      {},
      { status: 'settled' },
      { q: 'ST2' },
      { institutionId: 1 },
    ];
    for (const query of queries) {
      const walked = await everything({ ...query, sort });
      const pages = Math.ceil(walked.length / pageSize);
      for (let page = 1; page <= pages + 1; page++) {
        forgetSettlementTotals();
        const got = await call(app, admin, 'GET', '/settlements', {
          query: { ...query, sort, page, pageSize },
        });
        const want = walked.slice((page - 1) * pageSize, page * pageSize);
        expect(
          got.items.map((s: S) => s.settlementNo),
          `${sort} ${JSON.stringify(query)} page ${page}`,
        ).toEqual(want.map((s) => s.settlementNo));
        expect(got.total).toBe(walked.length);
      }
    }
  }
}, 120_000);

test.skipIf(!TEST_DATABASE_URL)('no page skips more than half the list', async () => {
  const all = await everything({});
  const pageSize = 10;
  offsets.length = 0;
  for (const sort of ['-period', '-grossFen']) {
    for (let page = 1; page <= Math.ceil(all.length / pageSize); page++)
      await call(app, admin, 'GET', '/settlements', { query: { sort, page, pageSize } });
  }
  expect(offsets.length).toBeGreaterThan(0);
  expect(Math.max(...offsets)).toBeLessThanOrEqual(all.length / 2);
});
