import { describe, expect, it } from 'vitest';
import {
  depositAccountDetailSchema,
  depositAccountSchema,
  depositAccountStatusSchema,
  depositRequestKindSchema,
  depositRequestSchema,
  historyEntrySchema,
} from '#core/schemas';
import { depositAccount } from '../deposit-account.ts';
import { issueOf } from './issue-of.ts';

const AT = '2026-03-01T01:00:00Z';

const account = depositAccount;

const request = {
  status: 'approved',
  submittedBy: 'op1',
  submittedAt: AT,
  decidedBy: 'admin',
  decidedAt: AT,
  reason: null,
  version: 2,
  id: 11,
  accountId: 1,
  accountNo: 'BZJ202603010001',
  institutionName: '福州机构',
  kind: 'top_up',
  amountFen: 600_000,
  note: '',
};

describe('deposit schemas', () => {
  it('names the account states and request kinds, open included', () => {
    expect(depositAccountStatusSchema.options).toEqual([
      'pending_review',
      'active',
      'rejected',
      'frozen',
      'closed',
    ]);
    expect(depositRequestKindSchema.options).toEqual([
      'open',
      'top_up',
      'refund',
      'freeze',
      'unfreeze',
      'close',
    ]);
  });

  it('parses an account with or without a merchant', () => {
    expect(depositAccountSchema.parse(account)).toEqual(account);
    const bound = { ...account, merchantId: 4, merchantNo: 'M1', merchantName: '商户' };
    expect(depositAccountSchema.parse(bound)).toEqual(bound);
  });

  it.each(['requiredFen', 'paidFen', 'frozenFen', 'availableFen', 'shortfallFen'])(
    'keeps %s in integer fen',
    (field) => {
      expect(issueOf(depositAccountSchema, { ...account, [field]: 1000.5 })).toEqual({
        path: [field],
        code: 'invalid_type',
      });
      expect(issueOf(depositAccountSchema, { ...account, [field]: '1000' })?.path).toEqual([field]);
    },
  );

  it('refuses an unknown state and a missing institution', () => {
    expect(issueOf(depositAccountSchema, { ...account, status: 'open' })).toEqual({
      path: ['status'],
      code: 'invalid_value',
    });
    const { institutionId: _gone, ...rest } = account;
    expect(issueOf(depositAccountSchema, rest)?.path).toEqual(['institutionId']);
  });

  it('parses a request and checks its kind and amount', () => {
    expect(depositRequestSchema.parse(request)).toEqual(request);
    expect(issueOf(depositRequestSchema, { ...request, kind: 'withdraw' })).toEqual({
      path: ['kind'],
      code: 'invalid_value',
    });
    expect(issueOf(depositRequestSchema, { ...request, amountFen: 0.01 })).toEqual({
      path: ['amountFen'],
      code: 'invalid_type',
    });
    expect(issueOf(depositRequestSchema, { ...request, submittedAt: null })?.path).toEqual([
      'submittedAt',
    ]);
  });

  it('adds the requests and the history to the detail', () => {
    const history = {
      id: 20,
      at: AT,
      user: 'admin',
      action: 'approve',
      result: 'success',
      detail: null,
    };
    const detail = { ...account, requests: [request], history: [history] };
    expect(depositAccountDetailSchema.parse(detail)).toEqual(detail);
    expect(issueOf(historyEntrySchema, { ...history, result: 'ok' })?.path).toEqual(['result']);
    expect(
      issueOf(depositAccountDetailSchema, { ...detail, requests: [{ ...request, note: null }] }),
    ).toEqual({ path: ['requests', 0, 'note'], code: 'invalid_type' });
    expect(issueOf(depositAccountDetailSchema, account)?.path).toEqual(['requests']);
  });
});
