import { afterAll, beforeAll, expect, test } from 'vitest';
import { bpToPercentString } from '#core/money';
import type { Ctx } from '../../server/http/context.ts';
import { exportFrom } from '../../server/list/source.ts';
import type { SettlementListQuery } from '../../server/routes/settlements/inputs.ts';
import { settlementSource } from '../../server/routes/settlements/service.ts';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

async function exportLines(query: Partial<SettlementListQuery>, pageSize: number) {
  const q = { page: 1, pageSize: 20, limit: 100, ...query } as SettlementListQuery;
  // The export endpoint's own path (list/endpoints.ts), in pages small enough to need many.
  const ctx = { db: app.database.db, clock: { now: () => new Date() }, locale: 'en-US' } as Ctx;
  const res = exportFrom(ctx, settlementSource, q, pageSize);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  expect(text.startsWith('\uFEFFSettlement no.,Period,')).toBe(true);
  return text.split('\r\n').filter(Boolean).slice(1);
}

/** The whole export as bytes, in `locale`, from `source` (the settlement source or a variant). */
async function exportBytes(
  source: typeof settlementSource,
  query: Partial<SettlementListQuery>,
  locale: string,
  pageSize: number,
) {
  const q = { page: 1, pageSize: 20, limit: 100, ...query } as SettlementListQuery;
  const ctx = { db: app.database.db, clock: { now: () => new Date() }, locale } as Ctx;
  return new Uint8Array(await exportFrom(ctx, source, q, pageSize).arrayBuffer());
}

async function listedNos(query: Record<string, string>): Promise<string[]> {
  const nos: string[] = [];
  for (let page = 1; ; page++) {
    const data = await call(app, app.admin, 'GET', '/settlements', {
      query: { ...query, page, pageSize: 100 },
    });
    nos.push(...data.items.map((s: { settlementNo: string }) => s.settlementNo));
    if (nos.length >= data.total) return nos;
  }
}

test.each(['-period', 'grossFen', '-netFen', 'settlementNo'] as const)(
  'export in small keyset pages sorted by %s lists exactly the rows of the list, in its order',
  async (sort) => {
    const lines = await exportLines({ sort }, 7);
    const expected = await listedNos({ sort });
    expect(expected.length).toBeGreaterThan(14);
    expect(lines.map((l) => l.split(',')[0])).toEqual(expected);
  },
);

test('export rows carry the list item values: names, yuan with two decimals, status label', async () => {
  const lines = await exportLines({ status: 'failed' }, 3);
  const data = await call(app, app.admin, 'GET', '/settlements', {
    query: { status: 'failed', pageSize: 100 },
  });
  expect(lines.length).toBe(data.total);
  for (const line of lines) {
    const cells = line.split(',');
    const item = data.items.find((s: { settlementNo: string }) => s.settlementNo === cells[0]);
    expect(cells.slice(0, 9)).toEqual([
      item.settlementNo,
      item.period,
      item.orgName,
      item.institutionName,
      (item.grossFen / 100).toFixed(2),
      bpToPercentString(item.shareBp),
      (item.shareFen / 100).toFixed(2),
      (item.feeFen / 100).toFixed(2),
      (item.netFen / 100).toFixed(2),
    ]);
    expect(cells[cells.length - 1]).toBe('Failed');
  }
});

const SHAPES: [Partial<SettlementListQuery>, string][] = [
  [{ sort: '-period' }, 'zh-CN'],
  [{ sort: 'grossFen', status: 'failed' }, 'en-US'],
  [{ sort: '-netFen', from: '2026-01-01' }, 'zh-CN'],
  [{ sort: 'settlementNo', q: 'ST2026' }, 'en-US'],
];

test.each(SHAPES)(
  'the export read of its own (csvRows) writes the same bytes as the list rows: %j in %s',
  async (query, locale) => {
    // The list's own rows (Settlement items) through the same columns: the path csvRows replaces.
    const { csvRows: _, ...viaRows } = settlementSource;
    const expected = await exportBytes(viaRows, query, locale, 7);
    expect(expected.length).toBeGreaterThan(1_000);
    expect(await exportBytes(settlementSource, query, locale, 7)).toEqual(expected);
  },
);
