/** Settlements, their totals and the monthly figures. */
import { z } from 'zod';
import { SETTLEMENT_STATUSES } from '../enums/index.ts';
import {
  basisPoints,
  count,
  cursorPageOf,
  fen,
  id,
  isoDate,
  isoTime,
  pageOf,
  version,
} from './common.ts';

export const settlementStatusSchema = z.enum(SETTLEMENT_STATUSES);

export const settlementSchema = z.strictObject({
  id,
  settlementNo: z.string(),
  /** `YYYY-MM-DD` period date (the day settled for). */
  period: isoDate,
  orgId: id,
  orgName: z.string(),
  institutionId: id,
  institutionName: z.string(),
  grossFen: fen,
  shareBp: basisPoints,
  shareFen: fen,
  feeFen: fen,
  netFen: fen,
  bankSerialNo: z.string().nullable(),
  failureReason: z.string().nullable(),
  status: settlementStatusSchema,
  version,
  createdAt: isoTime,
  updatedAt: isoTime,
});

export const settlementTotalsSchema = z.strictObject({
  count,
  grossFen: fen,
  shareFen: fen,
  feeFen: fen,
  netFen: fen,
});

/**
 * The list's totals over the whole filter. `totalExact: false` where the count cannot be flat (a
 * filter the daily totals do not cover, e.g. `q`, with more matching rows than the list counts
 * one by one): `count` is then the planner's estimate (at least that bound) and the sums are null;
 * ask again with `exact=true` for the exact figures.
 */
export const settlementListTotalsSchema = z.strictObject({
  count,
  grossFen: fen.nullable(),
  shareFen: fen.nullable(),
  feeFen: fen.nullable(),
  netFen: fen.nullable(),
  totalExact: z.boolean(),
});

/** Page mode with totals over the whole filter. */
export const settlementPageSchema = pageOf(settlementSchema).extend({
  totals: settlementListTotalsSchema,
});

/** Cursor mode; the totals are those of the first page's filter, carried in the cursor. */
const settlementCursorPageSchema = cursorPageOf(settlementSchema).extend({
  totals: settlementListTotalsSchema,
});

export const settlementListSchema = z.union([settlementPageSchema, settlementCursorPageSchema]);

export const monthlySettlementSchema = z.strictObject({
  /** `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  orgId: id,
  orgName: z.string(),
  count,
  netFen: fen,
});
