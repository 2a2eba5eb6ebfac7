import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemLogs } from '../../server/db/schema/system-logs.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: 'users' });
  const base = t.clock.now().getTime();
  // A known log: 30 entries over 3 modules and 2 results, one minute apart.
  await t.database.db.insert(systemLogs).values(
    Array.from({ length: 30 }, (_, i) => ({
      at: new Date(base - (30 - i) * 60_000),
      username: i % 2 ? 'operator' : 'reviewer',
      ip: '10.1.1.1',
      module: ['deposit', 'merchant', 'settlement'][i % 3],
      action: i % 5 === 0 ? 'reject' : 'approve',
      target: `T-${String(i).padStart(3, '0')}`,
      result: (i % 4 === 0 ? 'failure' : 'success') as 'failure' | 'success',
      detail: { before: { n: i }, after: { n: i + 1 } },
      requestId: `req-${i}`,
    })),
  );
  admin = await t.login('admin');
});
afterAll(() => t.close());

const list = (query: Record<string, string | number>) =>
  t.request('GET', '/logs', { token: admin, query });

describe('GET /logs', () => {
  it('pages newest first with a total', async () => {
    const res = await list({ page: 1, pageSize: 5 });
    expect(res.body.code).toBe(200000);
    const page = res.body.data;
    expect(page).toMatchObject({ page: 1, pageSize: 5 });
    expect(page.total).toBeGreaterThanOrEqual(32);
    const ids = page.items.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.items[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        at: expect.any(String),
        module: expect.any(String),
        requestId: expect.any(String),
      }),
    );
  });

  it('filters by module, username, action, result, q and since', async () => {
    const byModule = (await list({ module: 'merchant', pageSize: 100 })).body.data;
    expect(byModule.total).toBe(10);
    expect(byModule.items.every((e: { module: string }) => e.module === 'merchant')).toBe(true);

    const combo = (await list({ module: 'deposit', result: 'failure', pageSize: 100 })).body.data;
    expect(combo.items.map((e: { target: string }) => e.target).sort()).toEqual([
      'T-000',
      'T-012',
      'T-024',
    ]);

    expect(
      (await list({ username: 'reviewer', action: 'reject', pageSize: 100 })).body.data.total,
    ).toBe(3);
    expect((await list({ q: 't-02', pageSize: 100 })).body.data.total).toBe(10);
    const since = new Date(t.clock.now().getTime() - 5 * 60_000 - 1).toISOString();
    expect(
      (await list({ since, module: 'deposit', pageSize: 100 })).body.data.total,
    ).toBeGreaterThanOrEqual(1);
  });

  it('treats LIKE wildcards in q literally', async () => {
    expect((await list({ q: '%', pageSize: 100 })).body.data.total).toBe(0);
  });

  it('walks cursor pages newest → oldest without gaps or repeats', async () => {
    const seen: number[] = [];
    let cursor = '';
    for (let i = 0; i < 10; i++) {
      const res = await list({ module: 'settlement', cursor, limit: 4 });
      seen.push(...res.body.data.items.map((e: { id: number }) => e.id));
      if (!res.body.data.nextCursor) break;
      cursor = res.body.data.nextCursor;
    }
    expect(seen.length).toBe(10);
    expect(new Set(seen).size).toBe(10);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
  });

  it('starts cursor mode from limit alone (the core client drops an empty cursor)', async () => {
    const res = await list({ module: 'settlement', limit: 4 });
    expect(res.body.data.items).toHaveLength(4);
    expect(res.body.data.nextCursor).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(res.body.data).not.toHaveProperty('total');
  });

  it('sorts a page oldest first with sort=id', async () => {
    const ids = (await list({ module: 'merchant', sort: 'id', pageSize: 100 })).body.data.items.map(
      (e: { id: number }) => e.id,
    );
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('lists oldest → newest after an id in cursor mode with afterId', async () => {
    const all = (await list({ module: 'deposit', pageSize: 100 })).body.data.items
      .map((e: { id: number }) => e.id)
      .reverse();
    const res = await list({ module: 'deposit', afterId: all[3], cursor: '', limit: 100 });
    expect(res.body.data.items.map((e: { id: number }) => e.id)).toEqual(all.slice(4));
  });

  it('walks afterId cursor pages oldest → newest and refuses a cursor of other filters', async () => {
    const all = (await list({ module: 'settlement', pageSize: 100 })).body.data.items
      .map((e: { id: number }) => e.id)
      .reverse();
    const first = await list({ module: 'settlement', afterId: all[1], cursor: '', limit: 3 });
    expect(first.body.data.items.map((e: { id: number }) => e.id)).toEqual(all.slice(2, 5));
    const second = await list({
      module: 'settlement',
      afterId: all[1],
      cursor: first.body.data.nextCursor,
      limit: 3,
    });
    expect(second.body.data.items.map((e: { id: number }) => e.id)).toEqual(all.slice(5, 8));
    const other = await list({ module: 'deposit', cursor: first.body.data.nextCursor, limit: 3 });
    expect(other.body.code).toBe(400100);
    expect(Object.keys(other.body.data.fields)).toEqual(['cursor']);
  });

  it('refuses a bad filter with 400100 naming the field', async () => {
    const res = await list({ result: 'maybe', since: 'yesterday' });
    expect(res.body.code).toBe(400100);
    expect(Object.keys(res.body.data.fields).sort()).toEqual(['result', 'since']);
  });
});

describe('GET /logs/export.csv', () => {
  it('streams UTF-8 CSV with BOM, header, filters and a formula guard', async () => {
    await t.database.db.insert(systemLogs).values({
      at: t.clock.now(),
      username: 'operator',
      module: 'csvcheck',
      action: 'edit',
      target: '=HYPERLINK("x")',
      result: 'success',
      detail: { note: 'a,b "c"' },
    });
    const res = await t.fetch('GET', '/logs/export.csv', {
      token: admin,
      query: { module: 'csvcheck' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="system-log-\d{4}-\d\d-\d\d\.csv"/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('编号,时间,用户,IP,模块,操作,对象,结果,请求编号,详情（变更前 / 变更后）');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(`"{""note"":""a,b \\""c\\""""}"`);
  });

  it('titles the columns in the request locale', async () => {
    const res = await t.fetch('GET', '/logs/export.csv', {
      token: admin,
      query: { module: 'settlement' },
      headers: { 'accept-language': 'en-US' },
    });
    const lines = (await res.text()).replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'ID,Time,User,IP,Module,Action,Target,Result,Request id,Detail (before / after)',
    );
    expect(lines).toHaveLength(11);
  });

  it('exports every row of a large filter across keyset pages', async () => {
    const base = t.clock.now().getTime();
    await t.database.db.insert(systemLogs).values(
      Array.from({ length: 2500 }, (_, i) => ({
        at: new Date(base + i),
        module: 'bulk',
        action: 'x',
        target: `B${i}`,
        result: 'success' as const,
      })),
    );
    const res = await t.fetch('GET', '/logs/export.csv', {
      token: admin,
      query: { module: 'bulk' },
    });
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines.length).toBe(2501);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(2500);
  });
});
