import { describe, expect, it } from 'vitest';
import {
  monthlySettlementSchema,
  settlementListSchema,
  settlementPageSchema,
  settlementSchema,
  settlementTotalsSchema,
} from '#core/schemas';
import { issueOf } from './issue-of.ts';

const AT = '2026-03-02T01:00:00Z';

const settlement = {
  id: 1,
  settlementNo: 'ST202603010001',
  period: '2026-03-01',
  orgId: 2,
  orgName: 'SH',
  institutionId: 3,
  institutionName: '福州机构',
  grossFen: 100_000,
  shareBp: 2500,
  shareFen: 25_000,
  feeFen: 60,
  netFen: 24_940,
  bankSerialNo: null,
  failureReason: 'sys:settlements.failure.bankBusy',
  status: 'failed',
  version: 1,
  createdAt: AT,
  updatedAt: AT,
};

const exact = {
  count: 1,
  grossFen: 100_000,
  shareFen: 25_000,
  feeFen: 60,
  netFen: 24_940,
  totalExact: true,
};

describe('settlement schemas', () => {
  it('parses a settlement', () => {
    expect(settlementSchema.parse(settlement)).toEqual(settlement);
  });

  it.each([
    ['period', '2026-03', 'invalid_format'],
    ['period', AT, 'invalid_format'],
    ['netFen', 249.4, 'invalid_type'],
    ['shareBp', 10_001, 'too_big'],
    ['status', 'paid', 'invalid_value'],
    ['bankSerialNo', undefined, 'invalid_type'],
  ])('refuses %s = %j', (field, value, code) => {
    expect(issueOf(settlementSchema, { ...settlement, [field]: value })).toEqual({
      path: [field],
      code,
    });
  });

  it('keeps totals in integer fen', () => {
    const totals = { count: 2, grossFen: 1, shareFen: 1, feeFen: 0, netFen: 1 };
    expect(settlementTotalsSchema.parse(totals)).toEqual(totals);
    expect(issueOf(settlementTotalsSchema, { ...totals, feeFen: 0.5 })?.path).toEqual(['feeFen']);
    expect(issueOf(settlementTotalsSchema, { ...totals, count: -1 })?.path).toEqual(['count']);
  });

  it('carries exact totals, or an estimated count with null sums', () => {
    const page = { items: [settlement], total: 1, page: 1, pageSize: 20, totals: exact };
    expect(settlementPageSchema.parse(page)).toEqual(page);
    const estimated = {
      count: 5000,
      grossFen: null,
      shareFen: null,
      feeFen: null,
      netFen: null,
      totalExact: false,
    };
    expect(settlementPageSchema.parse({ ...page, totals: estimated }).totals).toEqual(estimated);
    expect(
      issueOf(settlementPageSchema, { ...page, totals: { ...exact, totalExact: undefined } }),
    ).toEqual({
      path: ['totals', 'totalExact'],
      code: 'invalid_type',
    });
    const { totals: _gone, ...withoutTotals } = page;
    expect(issueOf(settlementPageSchema, withoutTotals)?.path).toEqual(['totals']);
  });

  it('lists in page or cursor mode, both with totals', () => {
    const page = { items: [settlement], total: 1, page: 1, pageSize: 20, totals: exact };
    const cursor = { items: [settlement], nextCursor: null, totals: exact };
    expect(settlementListSchema.parse(page)).toEqual(page);
    expect(settlementListSchema.parse(cursor)).toEqual(cursor);
    expect(settlementListSchema.safeParse({ items: [settlement], nextCursor: null }).success).toBe(
      false,
    );
    expect(
      settlementListSchema.safeParse({ ...cursor, items: [{ ...settlement, grossFen: 0.1 }] })
        .success,
    ).toBe(false);
  });

  it('names a month as YYYY-MM', () => {
    const month = { month: '2026-03', orgId: 2, orgName: 'SH', count: 31, netFen: 773_140 };
    expect(monthlySettlementSchema.parse(month)).toEqual(month);
    expect(issueOf(monthlySettlementSchema, { ...month, month: '2026-3' })).toEqual({
      path: ['month'],
      code: 'invalid_format',
    });
    expect(issueOf(monthlySettlementSchema, { ...month, month: '2026-03-01' })?.path).toEqual([
      'month',
    ]);
  });
});
