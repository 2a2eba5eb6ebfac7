/** Merchants, their reviews and the payment-provider merchants. */
import { z } from 'zod';
import { BINDING_STATUSES, MERCHANT_REVIEW_KINDS, MERCHANT_STATUSES } from '../enums/index.ts';
import { fen, id, isoTime, reviewStateShape, version } from './common.ts';

export const merchantStatusSchema = z.enum(MERCHANT_STATUSES);
export const merchantReviewKindSchema = z.enum(MERCHANT_REVIEW_KINDS);
export const revealableFieldSchema = z.enum(['idNo', 'bankAccount', 'contactPhone']);

export const merchantSchema = z.strictObject({
  id,
  merchantNo: z.string(),
  name: z.string(),
  institutionId: id,
  institutionName: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  /** Masked unless revealed. */
  idNo: z.string(),
  contactPhone: z.string(),
  bankAccount: z.string(),
  status: merchantStatusSchema,
  version,
  createdAt: isoTime,
  updatedAt: isoTime,
});

export const merchantReviewSchema = z.strictObject({
  ...reviewStateShape,
  id,
  merchantId: id,
  merchantNo: z.string(),
  merchantName: z.string(),
  kind: merchantReviewKindSchema,
  /** For `change`: field → { from, to } (personal data masked). */
  changes: z.record(z.string(), z.strictObject({ from: z.string(), to: z.string() })),
});

/** One personal field of a merchant, unmasked (admin only; logged). */
export const revealedFieldSchema = z.strictObject({
  field: revealableFieldSchema,
  value: z.string(),
});

// ---------- payment-provider merchants ----------

export const bindingStatusSchema = z.enum(BINDING_STATUSES);

export const providerMerchantSchema = z.strictObject({
  id,
  providerMerchantNo: z.string(),
  subAccountNo: z.string(),
  merchantId: id.nullable(),
  merchantNo: z.string().nullable(),
  merchantName: z.string().nullable(),
  /** Masked bank card. */
  bankCard: z.string(),
  bindingStatus: bindingStatusSchema,
  balanceFen: fen,
  lastSyncAt: isoTime.nullable(),
  createdAt: isoTime,
});

const providerEventSchema = z.strictObject({
  id,
  at: isoTime,
  kind: z.enum(['opened', 'card_bound', 'balance_synced', 'failure']),
  detail: z.string(),
  /** The amount the event is about (a sync's balance), integer fen; null when none. */
  amountFen: fen.nullable(),
});

export const providerMerchantDetailSchema = providerMerchantSchema.extend({
  events: z.array(providerEventSchema),
});
