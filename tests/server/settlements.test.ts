import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

type S = {
  settlementNo: string;
  period: string;
  status: string;
  orgId: number;
  grossFen: number;
  shareFen: number;
  feeFen: number;
  netFen: number;
  version: number;
};

async function everything(query: Record<string, string | number> = {}): Promise<S[]> {
  const out: S[] = [];
  let cursor = '';
  for (;;) {
    const page = await call(app, app.admin, 'GET', '/settlements', {
      query: { ...query, cursor, limit: 50 },
    });
    out.push(...page.items);
    if (!page.nextCursor) return out;
    cursor = page.nextCursor;
  }
}

test('totals of the filtered set equal the sums of its rows, as integers', async () => {
  const all = await everything();
  const from = all[Math.floor(all.length / 2)].period;
  const query = { status: 'settled', from, to: all[0].period };
  const page = await call(app, app.admin, 'GET', '/settlements', {
    query: { ...query, pageSize: 5 },
  });
  const rows = await everything(query);
  expect(rows.every((s) => s.status === 'settled' && s.period >= from)).toBe(true);
  expect(page.total).toBe(rows.length);
  expect(page.totals).toEqual({
    count: rows.length,
    grossFen: rows.reduce((a, s) => a + s.grossFen, 0),
    shareFen: rows.reduce((a, s) => a + s.shareFen, 0),
    feeFen: rows.reduce((a, s) => a + s.feeFen, 0),
    netFen: rows.reduce((a, s) => a + s.netFen, 0),
    totalExact: true,
  });
  for (const s of rows) expect(s.netFen).toBe(s.shareFen - s.feeFen);
  await call(
    app,
    app.admin,
    'GET',
    '/settlements',
    { query: { from: '2026-02-01', to: '2026-01-01' } },
    400100,
  );
});

test("/settlements/totals answers the list's totals without its rows, and refuses paging", async () => {
  const all = await everything();
  const filters: Record<string, string | number | boolean>[] = [
    {},
    { status: 'settled', from: all[Math.floor(all.length / 2)].period, to: all[0].period },
    { institutionId: 1 },
    { q: all[0].settlementNo.slice(0, 8) },
    { q: all[0].settlementNo.slice(0, 8), exact: true },
  ];
  for (const filter of filters) {
    const page = await call(app, app.admin, 'GET', '/settlements', {
      query: { ...filter, pageSize: 1 },
    });
    const totals = await call(app, app.admin, 'GET', '/settlements/totals', { query: filter });
    expect(totals, JSON.stringify(filter)).toEqual(page.totals);
  }
  const some = await call(app, app.admin, 'GET', '/settlements/totals', {
    query: { q: all[0].settlementNo },
  });
  expect(some).toMatchObject({ count: 1, netFen: all[0].netFen, totalExact: true });
  // Paging and sort belong to the list: named as unknown, not ignored.
  for (const key of ['page', 'pageSize', 'cursor', 'limit', 'sort']) {
    const res = await app.request('GET', '/settlements/totals', {
      token: app.admin,
      query: { [key]: key === 'sort' ? '-period' : '1' },
    });
    expect(res.body.code, key).toBe(400100);
    expect(Object.keys(res.body.data.fields)).toEqual([key]);
  }
  const range = await app.request('GET', '/settlements/totals', {
    token: app.admin,
    query: { from: '2026-02-01', to: '2026-01-01' },
  });
  expect(range.body.code).toBe(400100);
  expect(Object.keys(range.body.data.fields)).toEqual(['to']);
});

test('cursor mode returns every row once in period order, with totals on every page', async () => {
  const all = await everything();
  const page = await call(app, app.admin, 'GET', '/settlements', { query: { pageSize: 1 } });
  expect(all).toHaveLength(page.total);
  expect(new Set(all.map((s) => s.settlementNo)).size).toBe(all.length);
  const periods = all.map((s) => s.period);
  expect([...periods].sort().reverse()).toEqual(periods);
  const second = await call(app, app.admin, 'GET', '/settlements', {
    query: { cursor: '', limit: 10 },
  });
  const next = await call(app, app.admin, 'GET', '/settlements', {
    query: { cursor: second.nextCursor, limit: 10 },
  });
  expect(next.totals).toEqual(second.totals);
  await call(
    app,
    app.admin,
    'GET',
    '/settlements',
    { query: { cursor: 'garbage', limit: 10 } },
    400100,
  );
});

test('monthly sums by organisation add up to the period totals', async () => {
  const monthly = await call(app, app.admin, 'GET', '/settlements/monthly', {
    query: { from: '2000-01-01', to: '2100-01-01' },
  });
  const totals = (await call(app, app.admin, 'GET', '/settlements', { query: { pageSize: 1 } }))
    .totals;
  expect(monthly.reduce((a: number, m: { netFen: number }) => a + m.netFen, 0)).toBe(totals.netFen);
  expect(monthly.reduce((a: number, m: { count: number }) => a + m.count, 0)).toBe(totals.count);
  expect(monthly[0]).toEqual({
    month: expect.stringMatching(/^\d{4}-\d{2}$/),
    orgId: expect.any(Number),
    orgName: expect.any(String),
    count: expect.any(Number),
    netFen: expect.any(Number),
  });
  // One row per month and organisation, in that order; each month's sum is the list's for that month.
  const keys = monthly.map((m: { month: string; orgId: number }) => [m.month, m.orgId]);
  expect(keys).toEqual([...keys].sort(([a, x], [b, y]) => (a === b ? x - y : a < b ? -1 : 1)));
  expect(new Set(keys.map(String)).size).toBe(keys.length);
  const month = monthly[monthly.length - 1].month as string;
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const inMonth = (
    await call(app, app.admin, 'GET', '/settlements', {
      query: { from: `${month}-01`, to: last, pageSize: 1 },
    })
  ).totals;
  const ofMonth = monthly.filter((r: { month: string }) => r.month === month);
  expect(ofMonth.reduce((a: number, r: { count: number }) => a + r.count, 0)).toBe(inMonth.count);
  expect(ofMonth.reduce((a: number, r: { netFen: number }) => a + r.netFen, 0)).toBe(
    inMonth.netFen,
  );
});

test('pending → processing → settled; failed → pending by retry (admin only)', async () => {
  const [pending] = (
    await call(app, app.admin, 'GET', '/settlements', { query: { status: 'pending', pageSize: 2 } })
  ).items;
  await call(
    app,
    app.admin,
    'POST',
    `/settlements/${pending.settlementNo}/complete`,
    { body: { version: pending.version, bankSerialNo: 'B1' } },
    422101,
  );
  const processing = await call(
    app,
    app.admin,
    'POST',
    `/settlements/${pending.settlementNo}/process`,
    { body: { version: pending.version } },
  );
  const settled = await call(
    app,
    app.admin,
    'POST',
    `/settlements/${pending.settlementNo}/complete`,
    { body: { version: processing.version, bankSerialNo: 'B20260101' } },
  );
  expect(settled).toMatchObject({ status: 'settled', bankSerialNo: 'B20260101' });

  const failed = (
    await call(app, app.admin, 'GET', '/settlements', { query: { status: 'failed', pageSize: 1 } })
  ).items[0];
  expect(failed.failureReason).toBeTruthy();
  await call(
    app,
    app.operator,
    'POST',
    `/settlements/${failed.settlementNo}/retry`,
    { body: { version: failed.version } },
    403100,
  );
  await call(
    app,
    app.admin,
    'POST',
    `/settlements/${failed.settlementNo}/retry`,
    { body: { version: failed.version + 1 } },
    409100,
  );
  const retried = await call(app, app.admin, 'POST', `/settlements/${failed.settlementNo}/retry`, {
    body: { version: failed.version },
  });
  expect(retried).toMatchObject({
    status: 'pending',
    failureReason: null,
    version: failed.version + 1,
  });
  await call(
    app,
    app.admin,
    'POST',
    `/settlements/${failed.settlementNo}/retry`,
    { body: { version: retried.version } },
    422101,
  );
  await call(app, app.operator, 'GET', `/settlements/${failed.settlementNo}`);
  await call(app, app.operator, 'GET', '/settlements/ST20990101000001', {}, 404100);
});

test('totals stay exact after status changes (daily totals move with each transition)', async () => {
  const [pending] = (
    await call(app, app.admin, 'GET', '/settlements', { query: { status: 'pending', pageSize: 1 } })
  ).items;
  const processing = await call(
    app,
    app.admin,
    'POST',
    `/settlements/${pending.settlementNo}/process`,
    { body: { version: pending.version } },
  );
  await call(app, app.admin, 'POST', `/settlements/${pending.settlementNo}/fail`, {
    body: { version: processing.version, reason: '测试失败' },
  });
  for (const status of ['pending', 'processing', 'settled', 'failed']) {
    const rows = await everything({ status });
    const page = await call(app, app.admin, 'GET', '/settlements', {
      query: { status, pageSize: 1 },
    });
    expect(page.totals).toEqual({
      count: rows.length,
      grossFen: rows.reduce((a, s) => a + s.grossFen, 0),
      shareFen: rows.reduce((a, s) => a + s.shareFen, 0),
      feeFen: rows.reduce((a, s) => a + s.feeFen, 0),
      netFen: rows.reduce((a, s) => a + s.netFen, 0),
      totalExact: true,
    });
  }
  const byInstitution = await call(app, app.admin, 'GET', '/settlements', {
    query: { institutionId: 1, pageSize: 1 },
  });
  expect(byInstitution.totals.count).toBe((await everything({ institutionId: 1 })).length);
});

test('page mode answers the rows cursor mode walks, in the same order', async () => {
  for (const sort of ['-period', 'period', '-grossFen', 'netFen', 'settlementNo']) {
    const queries: Record<string, string>[] = [{}, { status: 'settled' }, { q: 'ST' }];
    for (const query of queries) {
      const walked = await everything({ ...query, sort });
      const page = await call(app, app.admin, 'GET', '/settlements', {
        query: { ...query, sort, page: 2, pageSize: 7 },
      });
      expect(page.items).toEqual(walked.slice(7, 14));
      expect(page.total).toBe(walked.length);
    }
  }
  const empty = await call(app, app.admin, 'GET', '/settlements', {
    query: { status: 'settled', page: 100_000, pageSize: 20 },
  });
  expect(empty.items).toEqual([]);
  const none = await call(app, app.admin, 'GET', '/settlements', {
    query: { q: 'ST0000000000000' },
  });
  expect(none.items).toEqual([]);
  expect(none.total).toBe(0);
});
