/**
 * List query schemas (filters + paging + sort) of docs/API.md. Query strings are coerced and
 * empty values mean "no filter". `cursor` present → cursor mode (`limit`), else page mode.
 */
import { z } from 'zod';
import {
  BINDING_STATUSES,
  DECISION_STATUSES,
  DEPOSIT_ACCOUNT_STATUSES,
  DEPOSIT_REQUEST_KINDS,
  INSTITUTION_STATUSES,
  LOG_RESULTS,
  MERCHANT_REVIEW_KINDS,
  MERCHANT_STATUSES,
  ORG_STATUSES,
  SETTLEMENT_STATUSES,
  SORT_FIELDS,
  USER_STATUSES,
} from '../enums/index.ts';
import { listPagingShape, sortSchema } from './paging.ts';
import {
  blankToUndefined,
  dateStringSchema,
  idSchema,
  isoDateTimeSchema,
  queryBooleanSchema,
} from './rules.ts';
import { ORG_KINDS } from './inputs-orgs.ts';
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
  status: oneOf(ORG_STATUSES),
  kind: oneOf(ORG_KINDS),
  parentId: optional(idSchema),
  sort: sortSchema(SORT_FIELDS.orgs),
});

export const institutionListQuerySchema = z.object({
  ...listBase,
  status: oneOf(INSTITUTION_STATUSES),
  orgId: optional(idSchema),
  sort: sortSchema(SORT_FIELDS.institutions),
});

export const depositAccountListQuerySchema = z.object({
  ...listBase,
  status: oneOf(DEPOSIT_ACCOUNT_STATUSES),
  institutionId: optional(idSchema),
  shortfall: optional(queryBooleanSchema),
  sort: sortSchema(SORT_FIELDS.depositAccounts),
});

export const depositRequestListQuerySchema = z.object({
  ...listBase,
  status: oneOf(DECISION_STATUSES),
  kind: oneOf(DEPOSIT_REQUEST_KINDS),
  accountNo: text,
  sort: sortSchema(SORT_FIELDS.depositRequests),
});

export const merchantListQuerySchema = z.object({
  ...listBase,
  status: oneOf(MERCHANT_STATUSES),
  institutionId: optional(idSchema),
  sort: sortSchema(SORT_FIELDS.merchants),
});

export const merchantReviewListQuerySchema = z.object({
  ...listBase,
  status: oneOf(DECISION_STATUSES),
  kind: oneOf(MERCHANT_REVIEW_KINDS),
  sort: sortSchema(SORT_FIELDS.merchantReviews),
});

export const providerMerchantListQuerySchema = z.object({
  ...listBase,
  bindingStatus: oneOf(BINDING_STATUSES),
  sort: sortSchema(SORT_FIELDS.providerMerchants),
});

/** What selects settlements (the list's, its export's and its totals' filters), and `exact`. */
const settlementFilterShape = {
  q: text,
  status: oneOf(SETTLEMENT_STATUSES),
  orgId: optional(idSchema),
  institutionId: optional(idSchema),
  from: optional(dateStringSchema),
  to: optional(dateStringSchema),
  /** Exact totals even where the daily totals do not cover the filter (slower: counts the rows). */
  exact: optional(queryBooleanSchema),
};

export const settlementListQuerySchema = z
  .object({
    ...listBase,
    ...settlementFilterShape,
    sort: sortSchema(SORT_FIELDS.settlements),
  })
  .refine(fromNotAfterTo, dateRangeIssue);

/** The totals of a filter alone (`GET /settlements/totals`): the list's filters, no paging or sort. */
export const settlementTotalsQuerySchema = z
  .object(settlementFilterShape)
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
  status: oneOf(USER_STATUSES),
  role: oneOf(ROLE_VALUES),
  sort: sortSchema(SORT_FIELDS.users),
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
  result: oneOf(LOG_RESULTS),
  since: optional(isoDateTimeSchema),
  /** Entries strictly before this time (`qy logs list --until`). */
  until: optional(isoDateTimeSchema),
  afterId: optional(logIdSchema),
  sort: sortSchema(SORT_FIELDS.logs),
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
  status: oneOf(DECISION_STATUSES),
  sort: sortSchema(SORT_FIELDS.changeReviews),
});
