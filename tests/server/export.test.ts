import { afterAll, beforeAll, expect, test } from 'vitest';
import { createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

async function csv(path: string, query: Record<string, string> = {}, locale = 'zh-CN') {
  const res = await app.fetch('GET', path, {
    token: app.admin,
    query,
    headers: { 'accept-language': locale },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    bytes,
    lines: new TextDecoder('utf-8', { ignoreBOM: true })
      .decode(bytes)
      .split('\r\n')
      .filter(Boolean),
  };
}

test('merchant export: BOM, localized header, masked personal data', async () => {
  const { bytes, lines } = await csv('/merchants/export.csv');
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(lines[0].replace('\uFEFF', '')).toBe(
    '商户编号,商户名称,所属机构,统一社会信用代码,法定代表人,身份证号,联系电话,结算账户,状态,创建时间',
  );
  const rows = lines.slice(1).map((l) => l.split(','));
  expect(rows.length).toBe(12);
  for (const r of rows) {
    expect(r[5]).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
    expect(r[6]).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(r[7]).toMatch(/^\d{4}\*+\d{4}$/);
  }
});

test('settlement export: same filters as the list, money in yuan with two decimals', async () => {
  const list = await app.request('GET', '/settlements', {
    token: app.admin,
    query: { status: 'settled', pageSize: 100 },
  });
  const { lines } = await csv('/settlements/export.csv', { status: 'settled' }, 'en-US');
  expect(lines[0].replace('\uFEFF', '').split(',')[0]).toBe('Settlement no.');
  expect(lines.length - 1).toBe(list.body.data.totals.count);
  const first = lines[1].split(',');
  const item = list.body.data.items.find(
    (s: { settlementNo: string }) => s.settlementNo === first[0],
  );
  expect(first[4]).toBe((item.grossFen / 100).toFixed(2));
  expect(first[4]).toMatch(/^\d+\.\d{2}$/);
  expect(first[11]).toBe('Settled');
});

test('deposit export walks keyset pages past one page of rows', async () => {
  const { lines } = await csv('/deposits/accounts/export.csv', { sort: 'accountNo' });
  const list = await app.request('GET', '/deposits/accounts', {
    token: app.admin,
    query: { sort: 'accountNo', pageSize: 100 },
  });
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(
    list.body.data.items.map((a: { accountNo: string }) => a.accountNo),
  );
});
