/**
 * List query schemas (filters + paging + sort) of docs/API.md. Query strings are coerced and
 * empty values mean "no filter". `cursor` present → cursor mode (`limit`), else page mode.
 */
import { z } from 'zod';
import { listPagingShape, sortSchema } from './paging.ts';
import {
  blankToUndefined,
  dateStringSchema,
  idSchema,
  isoDateTimeSchema,
  queryBooleanSchema,
} from './rules.ts';
import { ORG_KINDS } from './inputs-orgs.ts';
import { DEPOSIT_REQUEST_KINDS } from './inputs-deposits.ts';
import { ROLE_VALUES } from './inputs-users.ts';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());
const oneOf = <const V extends readonly [string, ...string[]]>(values: V) =>
  optional(z.enum(values, { error: 'validation.enum' }));
const text = optional(z.string().trim().max(100, 'validation.tooLong'));

/** Page and cursor fields shared by every list, and the free-text filter. */
const listBase = { ...listPagingShape, q: text };

/** `from` ≤ `to` when both are given (dates compare as strings in YYYY-MM-DD). */
const fromNotAfterTo = (value: { from?: string; to?: string }) =>
  !value.from || !value.to || value.from <= value.to;
const dateRangeIssue = { error: 'validation.date.range', path: ['to'] };

export const orgListQuerySchema = z.object({
  ...listBase,
  status: oneOf(['enabled', 'disabled']),
  kind: oneOf(ORG_KINDS),
  parentId: optional(idSchema),
  sort: sortSchema(['code', 'name', 'createdAt']),
});

export const institutionListQuerySchema = z.object({
  ...listBase,
  status: oneOf(['active', 'suspended']),
  orgId: optional(idSchema),
  sort: sortSchema(['name', 'createdAt']),
});

export const depositAccountListQuerySchema = z.object({
  ...listBase,
  status: oneOf(['pending_review', 'active', 'rejected', 'frozen', 'closed']),
  institutionId: optional(idSchema),
  shortfall: optional(queryBooleanSchema),
  sort: sortSchema(['accountNo', 'requiredFen', 'paidFen', 'createdAt']),
});

export const depositRequestListQuerySchema = z.object({
  ...listBase,
  status: oneOf(['pending', 'approved', 'rejected']),
  kind: oneOf(['open', ...DEPOSIT_REQUEST_KINDS]),
  accountNo: text,
  sort: sortSchema(['submittedAt', 'amountFen']),
});

export const merchantListQuerySchema = z.object({
  ...listBase,
  status: oneOf(['pending_review', 'approved', 'rejected', 'disabled']),
  institutionId: optional(idSchema),
  sort: sortSchema(['merchantNo', 'name', 'createdAt']),
});

export const merchantReviewListQuerySchema = z.object({
  ...listBase,
  status: oneOf(['pending', 'approved', 'rejected']),
  kind: oneOf(['onboard', 'change']),
  sort: sortSchema(['submittedAt']),
});

export const providerMerchantListQuerySchema = z.object({
  ...listBase,
  bindingStatus: oneOf(['unbound', 'pending', 'bound', 'failed']),
  sort: sortSchema(['providerMerchantNo', 'balanceFen', 'createdAt']),
});

export const settlementListQuerySchema = z
  .object({
    ...listBase,
    status: oneOf(['pending', 'processing', 'settled', 'failed']),
    orgId: optional(idSchema),
    institutionId: optional(idSchema),
    from: optional(dateStringSchema),
    to: optional(dateStringSchema),
    sort: sortSchema(['period', 'grossFen', 'netFen', 'settlementNo']),
  })
  .refine(fromNotAfterTo, dateRangeIssue);

export const settlementMonthlyQuerySchema = z
  .object({
    from: optional(dateStringSchema),
    to: optional(dateStringSchema),
    by: z.preprocess(
      blankToUndefined,
      z.enum(['org'], { error: 'validation.enum' }).default('org'),
    ),
  })
  .refine(fromNotAfterTo, dateRangeIssue);

export const userListQuerySchema = z.object({
  ...listBase,
  orgId: optional(idSchema),
  status: oneOf(['active', 'disabled', 'locked']),
  role: oneOf(ROLE_VALUES),
  sort: sortSchema(['username', 'name', 'createdAt', 'lastLoginAt']),
});

/** A system-log id (a bigint sequence read as a JS number). */
const logIdSchema = z.coerce
  .number({ error: 'validation.invalidType' })
  .int('validation.integer')
  .min(0, 'validation.tooSmall')
  .max(Number.MAX_SAFE_INTEGER, 'validation.tooBig');

export const logListQuerySchema = z.object({
  ...listBase,
  module: text,
  username: text,
  action: text,
  result: oneOf(['success', 'failure']),
  since: optional(isoDateTimeSchema),
  /** Entries strictly before this time (`qy logs list --until`). */
  until: optional(isoDateTimeSchema),
  afterId: optional(logIdSchema),
  sort: sortSchema(['id', 'at']),
});

/** The live log stream takes the list's filters (paging does not apply). */
export const logStreamQuerySchema = logListQuerySchema
  .pick({
    module: true,
    username: true,
    action: true,
    result: true,
    q: true,
    afterId: true,
  })
  .extend({ lastEventId: optional(logIdSchema) });

/** Change reviews (money routing of organisations, admin grants): one queue shape for both. */
export const changeReviewListQuerySchema = z.object({
  ...listBase,
  status: oneOf(['pending', 'approved', 'rejected']),
  sort: sortSchema(['submittedAt']),
});
