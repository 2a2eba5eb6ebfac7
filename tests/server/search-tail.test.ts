/**
 * Issue 9: a record is found by the last six or more digits of its number — in the palette search
 * and in the settlement and deposit-account lists (`q`), through the reversed-number indexes.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

const tail = (no: string, n = 6) => no.slice(-n);

test('the palette finds a settlement and a deposit account by their last 6+ digits', async () => {
  const settlements = (
    await call(app, app.admin, 'GET', '/settlements', { query: { pageSize: 50 } })
  ).items as { settlementNo: string }[];
  // A tail shared by no other settlement on the page, so the hit is this one. Eight digits: the
  // seeded days are busy, so the last six (the day's sequence) repeat from one day to the next.
  const tail8 = (no: string) => tail(no, 8);
  const target = settlements.find(
    (s) => settlements.filter((o) => o.settlementNo.endsWith(tail8(s.settlementNo))).length === 1,
  )!;
  const hits = (await call(app, app.admin, 'GET', '/search', {
    query: { q: tail8(target.settlementNo) },
  })) as { kind: string; key: string; route: string }[];
  const found = hits.find((h) => h.kind === 'settlement' && h.key === target.settlementNo);
  expect(found, tail8(target.settlementNo)).toBeTruthy();
  expect(found!.route).toBe('SettleList');
  // Every settlement hit really ends with the digits; no hit twice.
  for (const h of hits.filter((x) => x.kind === 'settlement'))
    expect(h.key.endsWith(tail8(target.settlementNo))).toBe(true);
  expect(new Set(hits.map((h) => `${h.kind}:${h.key}`)).size).toBe(hits.length);

  const account = (
    await call(app, app.admin, 'GET', '/deposits/accounts', { query: { pageSize: 1 } })
  ).items[0] as { accountNo: string };
  const byTail = (await call(app, app.admin, 'GET', '/search', {
    query: { q: tail(account.accountNo, 8) },
  })) as { kind: string; key: string }[];
  expect(byTail.filter((h) => h.kind === 'deposit').map((h) => h.key)).toContain(account.accountNo);
});

test('five digits are not a tail: no number is matched by its end', async () => {
  const s = (await call(app, app.admin, 'GET', '/settlements', { query: { pageSize: 1 } }))
    .items[0] as { settlementNo: string };
  const hits = (await call(app, app.admin, 'GET', '/search', {
    query: { q: tail(s.settlementNo, 5) },
  })) as { kind: string; key: string }[];
  expect(hits.filter((h) => h.kind === 'settlement' && h.key === s.settlementNo)).toEqual([]);
});

test('the settlement and deposit-account lists filter by the last 6 digits (q)', async () => {
  const s = (await call(app, app.admin, 'GET', '/settlements', { query: { pageSize: 1 } }))
    .items[0] as { settlementNo: string };
  const page = await call(app, app.admin, 'GET', '/settlements', {
    query: { q: tail(s.settlementNo), pageSize: 100 },
  });
  expect(page.items.map((r: { settlementNo: string }) => r.settlementNo)).toContain(s.settlementNo);
  for (const r of page.items as { settlementNo: string }[])
    expect(r.settlementNo.endsWith(tail(s.settlementNo))).toBe(true);
  // The prefix search still works.
  const byStart = await call(app, app.admin, 'GET', '/settlements', {
    query: { q: s.settlementNo.slice(0, 10).toLowerCase(), pageSize: 5 },
  });
  expect(byStart.items.length).toBeGreaterThan(0);

  const a = (await call(app, app.admin, 'GET', '/deposits/accounts', { query: { pageSize: 1 } }))
    .items[0] as { accountNo: string };
  const accounts = await call(app, app.admin, 'GET', '/deposits/accounts', {
    query: { q: tail(a.accountNo), pageSize: 100 },
  });
  expect(accounts.items.map((r: { accountNo: string }) => r.accountNo)).toContain(a.accountNo);
});
