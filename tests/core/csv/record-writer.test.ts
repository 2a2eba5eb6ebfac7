import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvLine,
  csvRecordWriter,
  depositAccountCsvColumns,
  depositRequestCsvColumns,
  labelColumn,
  logCsvColumns,
  merchantReviewCsvColumns,
  settlementCsvColumns,
  textColumn,
  yuanColumn,
} from '#core/csv';

interface Row {
  name: string;
  fen: number;
  status: string;
}

const columns = [
  textColumn<Row>('name', 't.name', (r) => r.name),
  yuanColumn<Row>('fen', 't.fen', (r) => r.fen),
  labelColumn<Row>('status', 't.status', (r) => `status.${r.status}`),
];

describe('csvRecordWriter', () => {
  it('writes the same record as csvLine of the column values, for any row', () => {
    const t = (key: string) => `«${key}»`;
    const record = csvRecordWriter(columns, t);
    fc.assert(
      fc.property(
        fc.record({
          name: fc.string(),
          fen: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
          status: fc.constantFrom('a', '=b', 'c,d'),
        }),
        (row) => {
          expect(record(row)).toBe(csvLine(columns.map((c) => c.value(row, t))));
        },
      ),
    );
  });

  it('translates each distinct label once per writer', () => {
    const asked: string[] = [];
    const record = csvRecordWriter(columns, (key) => (asked.push(key), key.toUpperCase()));
    for (let i = 0; i < 100; i++) record({ name: 'x', fen: i, status: i % 2 ? 'paid' : 'failed' });
    expect(asked.sort()).toEqual(['status.failed', 'status.paid']);
  });

  it.each([
    ['settlements', settlementCsvColumns],
    ['deposit accounts', depositAccountCsvColumns],
    ['deposit requests', depositRequestCsvColumns],
    ['merchant reviews', merchantReviewCsvColumns],
    ['system log', logCsvColumns],
  ] as const)('gives every %s column a distinct id (qy --fields)', (_, cols) => {
    const ids = cols.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('money in every CSV', () => {
  const t = (key: string) => key;
  it('writes plain yuan (no symbol, no separators) in deposit accounts, requests and settlements', () => {
    const fen = 21_000_000;
    const account = {
      requiredFen: fen,
      paidFen: fen,
      frozenFen: fen,
      availableFen: fen,
      shortfallFen: fen,
    };
    const request = { amountFen: fen };
    const settlement = { grossFen: fen, shareFen: fen, feeFen: fen, netFen: fen };
    const money = (
      cols: readonly { id: string; value(row: never, t: (k: string) => string): unknown }[],
      row: object,
      ids: string[],
    ) => cols.filter((c) => ids.includes(c.id)).map((c) => c.value(row as never, t));
    expect(
      money(depositAccountCsvColumns, account, [
        'required',
        'paid',
        'frozen',
        'available',
        'shortfall',
      ]),
    ).toEqual(Array(5).fill('210000.00'));
    expect(money(depositRequestCsvColumns, request, ['amount'])).toEqual(['210000.00']);
    expect(money(settlementCsvColumns, settlement, ['gross', 'share', 'fee', 'net'])).toEqual(
      Array(4).fill('210000.00'),
    );
  });
});
