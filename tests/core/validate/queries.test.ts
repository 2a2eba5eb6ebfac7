import { describe, expect, it } from 'vitest';
import {
  cursorQuerySchema,
  depositAccountListQuerySchema,
  depositRequestListQuerySchema,
  institutionListQuerySchema,
  logListQuerySchema,
  logStreamQuerySchema,
  merchantListQuerySchema,
  merchantReviewListQuerySchema,
  orgListQuerySchema,
  pageQuerySchema,
  providerMerchantListQuerySchema,
  settlementListQuerySchema,
  settlementMonthlyQuerySchema,
  userListQuerySchema,
} from '#core/validate';
import { fieldsOf } from './fields-of.ts';

describe('paging', () => {
  it('defaults and coerces page mode', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(pageQuerySchema.parse({ page: '3', pageSize: '50', sort: '-createdAt' })).toEqual({
      page: 3,
      pageSize: 50,
      sort: '-createdAt',
    });
  });

  it.each([
    [{ page: '0' }, 'page', 'Must be at least 1'],
    [{ pageSize: '101' }, 'pageSize', 'Must be at most 100'],
    [{ pageSize: 'x' }, 'pageSize', 'Invalid value type'],
    [{ page: '1.5' }, 'page', 'Must be a whole number'],
    [{ sort: 'a b' }, 'sort', 'Unknown sort field'],
  ])('refuses %j', (input, field, message) => {
    expect(fieldsOf(pageQuerySchema, input)[field]).toBe(message);
  });

  it('defaults and bounds cursor mode', () => {
    expect(cursorQuerySchema.parse({})).toEqual({ cursor: '', limit: 100 });
    expect(fieldsOf(cursorQuerySchema, { limit: '1001' }).limit).toBe('Must be at most 1000');
  });
});

describe('list filters', () => {
  it('treats empty filters as absent and coerces the rest', () => {
    const parsed = depositAccountListQuerySchema.parse({
      q: '',
      status: '',
      institutionId: '7',
      shortfall: 'true',
      sort: '-paidFen',
    });
    expect(parsed).toEqual({
      page: 1,
      pageSize: 20,
      limit: 100,
      institutionId: 7,
      shortfall: true,
      sort: '-paidFen',
    });
  });

  it.each([
    [orgListQuerySchema, { kind: 'agent', status: 'enabled', parentId: '1', sort: 'name' }],
    [institutionListQuerySchema, { status: 'suspended', orgId: '3', sort: '-createdAt' }],
    [
      depositRequestListQuerySchema,
      { status: 'pending', kind: 'open', accountNo: 'BZJ1', sort: 'amountFen' },
    ],
    [merchantListQuerySchema, { status: 'approved', sort: 'merchantNo' }],
    [merchantReviewListQuerySchema, { kind: 'change', status: 'rejected' }],
    [providerMerchantListQuerySchema, { bindingStatus: 'bound' }],
    [
      settlementListQuerySchema,
      { from: '2026-01-01', to: '2026-01-31', status: 'failed', cursor: '', limit: '1000' },
    ],
    [settlementMonthlyQuerySchema, { from: '2026-01-01', to: '2026-06-30' }],
    [userListQuerySchema, { role: 'admin', status: 'locked', sort: 'lastLoginAt' }],
    [logListQuerySchema, { result: 'failure', since: '2026-01-01T00:00:00Z', afterId: '10' }],
    [logStreamQuerySchema, { module: 'deposit', lastEventId: '5' }],
  ] as const)('accepts valid filters (%#)', (schema, input) => {
    expect(fieldsOf(schema, input)).toEqual({});
  });

  it.each([
    [
      settlementListQuerySchema,
      { from: '2026-02-01', to: '2026-01-31' },
      'to',
      'The start date must not be after the end date',
    ],
    [settlementListQuerySchema, { from: '2026/01/01' }, 'from', 'Use the date format YYYY-MM-DD'],
    [settlementListQuerySchema, { sort: 'orgName' }, 'sort', 'Unknown sort field'],
    [
      settlementMonthlyQuerySchema,
      { from: '2026-03-01', to: '2026-01-01' },
      'to',
      'The start date must not be after the end date',
    ],
    [depositAccountListQuerySchema, { status: 'open' }, 'status', 'Select one of the options'],
    [institutionListQuerySchema, { orgId: 'x' }, 'orgId', 'Invalid value type'],
    [logListQuerySchema, { since: 'yesterday' }, 'since', 'Use an ISO date and time'],
    [userListQuerySchema, { q: 'x'.repeat(101) }, 'q', 'At most 100 characters'],
  ] as const)('refuses invalid filters (%#)', (schema, input, field, message) => {
    expect(fieldsOf(schema, input)[field]).toBe(message);
  });

  it('keeps the cursor when given so the server picks cursor mode', () => {
    expect(settlementListQuerySchema.parse({ cursor: 'abc' }).cursor).toBe('abc');
    expect(settlementMonthlyQuerySchema.parse({}).by).toBe('org');
  });
});
