/**
 * Names beside a settlement page's rows (server/domain/record-names.ts, settlements/queries.ts namedSettlements):
 * kept between pages, forgotten after a change request on this instance, read again after the
 * window when changed another way, never taken from a settlement's own text.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { institutions, organisations, settlements } from '../../server/db/schema/index.ts';
import { forgetRecordNames, NAMES_CACHE_MS, namesOf } from '../../server/domain/record-names.ts';
import { call, createBusinessApp, post, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

type Item = {
  settlementNo: string;
  orgId: number;
  orgName: string;
  institutionId: number;
  institutionName: string;
  failureReason: string | null;
};

const firstPage = async (query: Record<string, string | number> = {}): Promise<Item[]> =>
  (await call(app, app.admin, 'GET', '/settlements', { query: { pageSize: 20, ...query } })).items;

async function nameOf(table: typeof organisations | typeof institutions, id: number) {
  const [row] = await app.database.db
    .select({ name: table.name })
    .from(table)
    .where(eq(table.id, id));
  return row.name;
}

test("a page names each row's organisation and institution as the database does", async () => {
  for (const sort of ['-period', 'settlementNo', '-grossFen']) {
    for (const item of await firstPage({ sort })) {
      expect(item.orgName).toBe(await nameOf(organisations, item.orgId));
      expect(item.institutionName).toBe(await nameOf(institutions, item.institutionId));
    }
  }
});

test('a rename through the API shows on the next page', async () => {
  const [item] = await firstPage();
  const institution = await call(app, app.admin, 'GET', `/institutions/${item.institutionId}`);
  await call(app, app.admin, 'PUT', `/institutions/${item.institutionId}`, {
    body: { version: institution.version, name: '改名后的机构' },
  });
  const [again] = await firstPage();
  expect(again.settlementNo).toBe(item.settlementNo);
  expect(again.institutionName).toBe('改名后的机构');
});

test('a rename made straight in the database shows within the window', async () => {
  const [item] = await firstPage();
  await firstPage(); // the names are kept now
  await app.database.db
    .update(organisations)
    .set({ name: '库内直接改名' })
    .where(eq(organisations.id, item.orgId));
  const now = performance.now();
  const spy = vi.spyOn(performance, 'now').mockReturnValue(now + NAMES_CACHE_MS);
  try {
    expect((await firstPage())[0].orgName).toBe('库内直接改名');
  } finally {
    spy.mockRestore();
  }
});

test("a settlement's own text that looks like a name member is sent as it is", async () => {
  const [row] = await firstPage({ status: 'processing', pageSize: 1 });
  const reason = `x","orgName":1,"institutionName" : 2 "orgName":3`;
  const failed = await post(app, app.admin, `/settlements/${row.settlementNo}/fail`, {
    version: (await call(app, app.admin, 'GET', `/settlements/${row.settlementNo}`)).version,
    reason,
  });
  expect(failed.failureReason).toBe(reason);
  const page = await firstPage({ q: row.settlementNo });
  expect(page).toHaveLength(1);
  expect(page[0]).toEqual(failed);
  expect(page[0].orgName).toBe(await nameOf(organisations, row.orgId));
});

describe('namesOf', () => {
  test('serves nothing it read before a change signalled while it ran', async () => {
    const db = app.database.db;
    const [org] = await db.select().from(organisations).limit(1);
    forgetRecordNames();
    const reading = namesOf(db, 'organisations', [org.id]);
    forgetRecordNames(); // a change commits while the read is on its way
    await db.update(organisations).set({ name: '读后改名' }).where(eq(organisations.id, org.id));
    await reading;
    expect((await namesOf(db, 'organisations', [org.id])).get(org.id)).toBe('读后改名');
  });

  test('pages asking at the same moment share one read; a failed read is not kept', async () => {
    let fail = true;
    const reads: number[][] = [];
    const fake = {
      select: () => ({
        from: () => ({
          where: async () => {
            reads.push([1]);
            if (fail) throw new Error('database down');
            return [{ id: 1, name: '甲' }];
          },
        }),
      }),
    } as unknown as Db;
    forgetRecordNames();
    const failed = await Promise.allSettled([
      namesOf(fake, 'organisations', [1]),
      namesOf(fake, 'organisations', [1, 1]),
    ]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(reads).toHaveLength(1);
    fail = false;
    const [a, b] = await Promise.all([
      namesOf(fake, 'organisations', [1]),
      namesOf(fake, 'organisations', [1]),
    ]);
    expect([a.get(1), b.get(1)]).toEqual(['甲', '甲']);
    expect(reads).toHaveLength(2);
    expect((await namesOf(fake, 'organisations', [1])).get(1)).toBe('甲');
    expect(reads).toHaveLength(2);
  });

  test("answers '' for an id with no row, and asks once for repeated ids", async () => {
    const db = app.database.db;
    const [row] = await db.select().from(settlements).limit(1);
    const names = await namesOf(db, 'institutions', [
      row.institutionId,
      2_147_483_647,
      row.institutionId,
    ]);
    expect(names.get(2_147_483_647)).toBe('');
    expect(names.get(row.institutionId)).toBe(await nameOf(institutions, row.institutionId));
    expect(names.size).toBe(2);
  });
});
