import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';

// Organisations and the search table (content sets) on the one list source: page mode, signed
// keyset cursors that hold only for their list, and CSV titled with the screen's columns.
let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
  // Creation times a microsecond apart inside one millisecond: a cursor carries the time to the
  // millisecond, so the stored times must be no finer or keyset pages skip or repeat rows.
  await app.database.db.execute(
    sql`update organisations set created_at = timestamptz '2026-03-01 08:00:00.123000+00' + (id * interval '1 microsecond')`,
  );
}, 300_000);
afterAll(() => app?.close());

type Row = { id: number; [k: string]: unknown };

/** Every row of a list in cursor mode, `limit` at a time, with the cursors it was given. */
async function walk(path: string, query: Record<string, string | number>, limit: number) {
  const rows: Row[] = [];
  const cursors: string[] = [];
  let cursor = '';
  for (let i = 0; i < 200; i++) {
    const page = await call(app, app.admin, 'GET', path, { query: { ...query, cursor, limit } });
    expect(page).not.toHaveProperty('total');
    rows.push(...page.items);
    if (!page.nextCursor) break;
    cursors.push(page.nextCursor);
    cursor = page.nextCursor;
  }
  return { rows, cursors };
}

async function csvLines(path: string, query: Record<string, string>, locale: string) {
  const res = await app.fetch('GET', path, {
    token: app.admin,
    query,
    headers: { 'accept-language': locale },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  return (await res.text()).replace('\uFEFF', '').trimEnd().split('\r\n');
}

for (const [path, sort] of [
  ['/orgs', 'name'],
  ['/orgs', '-createdAt'],
  ['/content-sets', '-createdAt'],
  ['/content-sets', 'count'],
] as const) {
  test(`${path} sort=${sort}: cursor pages equal the page-mode list, no gaps or repeats`, async () => {
    const all = await call(app, app.admin, 'GET', path, { query: { sort, pageSize: 100 } });
    expect(all.total).toBeGreaterThan(3);
    const { rows, cursors } = await walk(path, { sort }, 3);
    expect(rows.map((r) => r.id)).toEqual(all.items.map((r: Row) => r.id));
    expect(cursors.length).toBeGreaterThan(0);
    for (const c of cursors) expect(c).toMatch(/^[\w-]+\.[\w-]+$/);
  });
}

test('a cursor holds only for the list, filters and sort it was issued for', async () => {
  const { cursors } = await walk('/orgs', { sort: 'name' }, 2);
  const cursor = cursors[0];
  for (const [path, query] of [
    ['/orgs', { sort: 'code' }],
    ['/orgs', { sort: 'name', kind: 'agent' }],
    ['/content-sets', { sort: 'name' }],
    ['/users', { sort: 'name' }],
  ] as const) {
    const res = await app.request('GET', path, {
      token: app.admin,
      query: { ...query, cursor, limit: 2 },
    });
    expect(res.body.code, `${path} ${JSON.stringify(query)}`).toBe(400100);
    expect(Object.keys(res.body.data.fields)).toContain('cursor');
  }
  const [payload, mac] = cursor.split('.');
  const key = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  const forged = Buffer.from(JSON.stringify({ ...key, id: key.id + 1 })).toString('base64url');
  const res = await app.request('GET', '/orgs', {
    token: app.admin,
    query: { sort: 'name', cursor: `${forged}.${mac}`, limit: 2 },
  });
  expect(res.body.code).toBe(400100);
});

test('organisation export: the screen titles in both locales, labels and percent shares', async () => {
  const zh = await csvLines('/orgs/export.csv', {}, 'zh-CN');
  expect(zh[0]).toBe('机构编码,机构名称,机构类型,结算对象,分润比例,结算银行账户,状态');
  const en = await csvLines('/orgs/export.csv', { sort: 'code' }, 'en-US');
  expect(en[0]).toBe('Code,Name,Kind,Settlement target,Share,Settlement bank account,Status');
  const list = await call(app, app.admin, 'GET', '/orgs', {
    query: { sort: 'code', pageSize: 100 },
  });
  expect(en.length - 1).toBe(list.total);
  const rows = en.slice(1).map((l) => l.split(','));
  expect(rows.map((r) => r[0])).toEqual(list.items.map((o: { code: string }) => o.code));
  for (const [i, o] of list.items.entries()) {
    expect(rows[i][3]).toBe(o.settlementTarget ? 'Yes' : 'No');
    if (o.settlementTarget) expect(rows[i][4]).toMatch(/^\d+(\.\d{1,2})?%$/);
    expect(['Enabled', 'Disabled']).toContain(rows[i][6]);
  }
  const agents = await csvLines('/orgs/export.csv', { kind: 'agent' }, 'zh-CN');
  expect(agents.length).toBeGreaterThan(1);
  for (const l of agents.slice(1)) expect(l.split(',')[2]).toBe('代理商');
});

test('content-set export: the search table titles in both locales and the list filters', async () => {
  const en = await csvLines('/content-sets/export.csv', { status: 'online' }, 'en-US');
  expect(en[0]).toBe('Set number,Set name,Content type,Filter type,Count,Created,Status');
  const list = await call(app, app.admin, 'GET', '/content-sets', {
    query: { status: 'online', pageSize: 100 },
  });
  expect(en.length - 1).toBe(list.total);
  for (const l of en.slice(1)) expect(l.split(',').at(-1)).toBe('Online');
  const zh = await csvLines('/content-sets/export.csv', {}, 'zh-CN');
  expect(zh[0]).toBe('集合编号,集合名称,内容体裁,筛选方式,内容量,创建时间,状态');
});
