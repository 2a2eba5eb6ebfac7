/**
 * Wire types of the deposit and merchant businesses, payment-provider merchants and settlements,
 * inferred from the response schemas of core/schemas (one definition, no drift).
 * Money is integer fen (`…Fen`), times are ISO-8601 strings.
 */
import type { z } from 'zod';
import type {
  bindingStatusSchema,
  decisionStatusSchema,
  depositAccountDetailSchema,
  depositAccountSchema,
  depositAccountStatusSchema,
  depositRequestKindSchema,
  depositRequestSchema,
  historyEntrySchema,
  merchantReviewKindSchema,
  merchantReviewSchema,
  merchantSchema,
  merchantStatusSchema,
  providerMerchantDetailSchema,
  providerMerchantSchema,
  revealableFieldSchema,
  settlementPageSchema,
  settlementSchema,
  settlementStatusSchema,
  settlementTotalsSchema,
  settlementListTotalsSchema,
} from '../schemas/index.ts';

// ---------- deposits ----------

export type DepositAccountStatus = z.output<typeof depositAccountStatusSchema>;
export type DepositRequestKind = z.output<typeof depositRequestKindSchema>;
export type DecisionStatus = z.output<typeof decisionStatusSchema>;

export type DepositAccount = z.output<typeof depositAccountSchema>;
export type DepositRequest = z.output<typeof depositRequestSchema>;
export type HistoryEntry = z.output<typeof historyEntrySchema>;
export type DepositAccountDetail = z.output<typeof depositAccountDetailSchema>;

// ---------- merchants ----------

export type MerchantStatus = z.output<typeof merchantStatusSchema>;
export type MerchantReviewKind = z.output<typeof merchantReviewKindSchema>;
export type RevealableField = z.output<typeof revealableFieldSchema>;
export type Merchant = z.output<typeof merchantSchema>;
export type MerchantReview = z.output<typeof merchantReviewSchema>;

// ---------- payment-provider merchants ----------

export type BindingStatus = z.output<typeof bindingStatusSchema>;
export type ProviderMerchant = z.output<typeof providerMerchantSchema>;
export type ProviderMerchantDetail = z.output<typeof providerMerchantDetailSchema>;

// ---------- settlements ----------

export type SettlementStatus = z.output<typeof settlementStatusSchema>;
export type Settlement = z.output<typeof settlementSchema>;
export type SettlementTotals = z.output<typeof settlementTotalsSchema>;
/** The list's totals: exact, or (totalExact false) an estimated count without sums. */
export type SettlementListTotals = z.output<typeof settlementListTotalsSchema>;
export type SettlementPage = z.output<typeof settlementPageSchema>;
