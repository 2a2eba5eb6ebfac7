/** Deposit accounts, their requests and history. Money is integer fen, times ISO-8601. */
import { z } from 'zod';
import { DEPOSIT_ACCOUNT_STATUSES, DEPOSIT_REQUEST_KINDS, LOG_RESULTS } from '../enums/index.ts';
import { fen, id, isoTime, reviewStateShape, version } from './common.ts';

export const depositAccountStatusSchema = z.enum(DEPOSIT_ACCOUNT_STATUSES);
export const depositRequestKindSchema = z.enum(DEPOSIT_REQUEST_KINDS);

export const depositAccountSchema = z.strictObject({
  id,
  accountNo: z.string(),
  institutionId: id,
  institutionName: z.string(),
  merchantId: id.nullable(),
  merchantNo: z.string().nullable(),
  merchantName: z.string().nullable(),
  requiredFen: fen,
  paidFen: fen,
  frozenFen: fen,
  /** paid − frozen */
  availableFen: fen,
  /** max(required − paid, 0) */
  shortfallFen: fen,
  status: depositAccountStatusSchema,
  version,
  createdAt: isoTime,
  updatedAt: isoTime,
});

export const depositRequestSchema = z.strictObject({
  ...reviewStateShape,
  id,
  accountId: id,
  accountNo: z.string(),
  institutionName: z.string(),
  kind: depositRequestKindSchema,
  amountFen: fen,
  note: z.string(),
});

/** One row of a record's history (the system log rows about it). */
export const historyEntrySchema = z.strictObject({
  id,
  at: isoTime,
  user: z.string(),
  action: z.string(),
  result: z.enum(LOG_RESULTS),
  detail: z.unknown(),
});

export const depositAccountDetailSchema = depositAccountSchema.extend({
  requests: z.array(depositRequestSchema),
  history: z.array(historyEntrySchema),
});
