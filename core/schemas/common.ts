/**
 * The building blocks of the response schemas: ids, money, times, paging and the review state.
 * Objects are strict: an answer carrying a field its schema does not name is drift too (a leaked
 * column would otherwise pass unnoticed).
 */
import { z } from 'zod';
import { DECISION_STATUSES } from '../enums/index.ts';

export const id = z.number().int().nonnegative();
/** Integer fen. */
export const fen = z.number().int();
export const count = z.number().int().nonnegative();
export const version = z.number().int().nonnegative();
/** Basis points, 0–10000. */
export const basisPoints = z.number().int().min(0).max(10_000);
export const isoTime = z.iso.datetime({ offset: true });
/** A calendar day, `YYYY-MM-DD`. */
export const isoDate = z.iso.date();

/** Page mode: items, total and the page asked for. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    items: z.array(item),
    total: count,
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });

/** Cursor mode: items and the signed cursor of the next page (null at the end). */
export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), nextCursor: z.string().min(1).nullable() });

/** A list endpoint answers in page or cursor mode. */
export const listOf = <T extends z.ZodType>(item: T) => z.union([pageOf(item), cursorPageOf(item)]);

/** An answer with no data (`data: null`). */
export const noData = z.null();

export const decisionStatusSchema = z.enum(DECISION_STATUSES);

/** What every reviewed item carries: its decision state, who submitted and who decided. */
export const reviewStateShape = {
  status: decisionStatusSchema,
  submittedBy: z.string(),
  submittedAt: isoTime,
  decidedBy: z.string().nullable(),
  decidedAt: isoTime.nullable(),
  reason: z.string().nullable(),
  version,
};

/** A batch decision: per item, ok or the catalogue code and message of why it was refused. */
export const batchDecisionResultSchema = z.strictObject({
  results: z.array(
    z.strictObject({ id, ok: z.boolean(), code: z.number().int(), message: z.string() }),
  ),
});

/** The inner wrapper `{ code: 1, info, data }` of the seed's user-info and menu calls. */
export const innerOf = <T extends z.ZodType>(data: T) =>
  z.strictObject({ code: z.literal(1), info: z.string(), data });
