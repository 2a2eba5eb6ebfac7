import { describe, expect, it } from 'vitest';
import {
  bindingStatusSchema,
  merchantReviewSchema,
  merchantSchema,
  providerMerchantDetailSchema,
  providerMerchantSchema,
  revealedFieldSchema,
} from '#core/schemas';
import { issueOf } from './issue-of.ts';

const AT = '2026-03-01T01:00:00Z';

const merchant = {
  id: 4,
  merchantNo: 'M202603010001',
  name: '福州商户',
  institutionId: 3,
  institutionName: '福州机构',
  creditCode: '91350100M000100Y43',
  legalPerson: '张三',
  idNo: '1101**********0021',
  contactPhone: '138****0000',
  bankAccount: '6222****0001',
  status: 'approved',
  version: 1,
  createdAt: AT,
  updatedAt: AT,
};

const provider = {
  id: 6,
  providerMerchantNo: 'PA0001',
  subAccountNo: 'SUB0001',
  merchantId: 4,
  merchantNo: 'M202603010001',
  merchantName: '福州商户',
  bankCard: '6222****0001',
  bindingStatus: 'bound',
  balanceFen: 123_456,
  lastSyncAt: AT,
  createdAt: AT,
};

describe('merchant schemas', () => {
  it('parses a merchant and refuses an unknown state', () => {
    expect(merchantSchema.parse(merchant)).toEqual(merchant);
    expect(issueOf(merchantSchema, { ...merchant, status: 'active' })).toEqual({
      path: ['status'],
      code: 'invalid_value',
    });
    expect(issueOf(merchantSchema, { ...merchant, idNoPlain: 'x' })?.code).toBe(
      'unrecognized_keys',
    );
  });

  it('parses an onboarding and a change review with string changes only', () => {
    const review = {
      status: 'pending',
      submittedBy: 'op1',
      submittedAt: AT,
      decidedBy: null,
      decidedAt: null,
      reason: null,
      version: 1,
      id: 8,
      merchantId: 4,
      merchantNo: 'M202603010001',
      merchantName: '福州商户',
      kind: 'change',
      changes: { bankAccount: { from: '6222****0001', to: '6222****0002' } },
    };
    expect(merchantReviewSchema.parse(review)).toEqual(review);
    expect(merchantReviewSchema.parse({ ...review, kind: 'onboard', changes: {} }).kind).toBe(
      'onboard',
    );
    expect(issueOf(merchantReviewSchema, { ...review, kind: 'disable' })?.path).toEqual(['kind']);
    expect(
      issueOf(merchantReviewSchema, { ...review, changes: { name: { from: 'a', to: 1 } } }),
    ).toEqual({ path: ['changes', 'name', 'to'], code: 'invalid_type' });
  });

  it('reveals only the three personal fields', () => {
    expect(revealedFieldSchema.parse({ field: 'idNo', value: '110105194912310021' })).toEqual({
      field: 'idNo',
      value: '110105194912310021',
    });
    expect(issueOf(revealedFieldSchema, { field: 'name', value: 'x' })).toEqual({
      path: ['field'],
      code: 'invalid_value',
    });
  });
});

describe('provider merchant schemas', () => {
  it('parses a bound and an unbound provider merchant', () => {
    expect(providerMerchantSchema.parse(provider)).toEqual(provider);
    const unbound = {
      ...provider,
      merchantId: null,
      merchantNo: null,
      merchantName: null,
      bindingStatus: 'unbound',
      lastSyncAt: null,
    };
    expect(providerMerchantSchema.parse(unbound)).toEqual(unbound);
    expect(bindingStatusSchema.options).toEqual(['unbound', 'pending', 'bound', 'failed']);
  });

  it('keeps the balance in integer fen', () => {
    expect(providerMerchantSchema.parse({ ...provider, balanceFen: -5 }).balanceFen).toBe(-5);
    expect(issueOf(providerMerchantSchema, { ...provider, balanceFen: 1234.56 })).toEqual({
      path: ['balanceFen'],
      code: 'invalid_type',
    });
  });

  it('adds the events, an amount only where there is one', () => {
    const detail = {
      ...provider,
      events: [
        { id: 1, at: AT, kind: 'opened', detail: '', amountFen: null },
        { id: 2, at: AT, kind: 'balance_synced', detail: '', amountFen: 123_456 },
      ],
    };
    expect(providerMerchantDetailSchema.parse(detail)).toEqual(detail);
    const bad = structuredClone(detail);
    bad.events[1].amountFen = 1234.56;
    expect(issueOf(providerMerchantDetailSchema, bad)).toEqual({
      path: ['events', 1, 'amountFen'],
      code: 'invalid_type',
    });
    expect(
      issueOf(providerMerchantDetailSchema, {
        ...detail,
        events: [{ ...detail.events[0], kind: 'closed' }],
      }),
    ).toEqual({ path: ['events', 0, 'kind'], code: 'invalid_value' });
  });
});
