/**
 * Wire types of the deposit and merchant businesses, payment-provider merchants and settlements.
 * Money is integer fen (`…Fen`), times are ISO-8601 strings.
 */
import type { Fen, Id, IsoTime, Page } from './common.ts';

// ---------- deposits ----------

export type DepositAccountStatus = 'pending_review' | 'active' | 'rejected' | 'frozen' | 'closed';
export type DepositRequestKind = 'open' | 'top_up' | 'refund' | 'freeze' | 'unfreeze' | 'close';
export type DecisionStatus = 'pending' | 'approved' | 'rejected';

/** What every reviewed item carries: its decision state, who submitted and who decided. */
export interface ReviewState {
  status: DecisionStatus;
  submittedBy: string;
  submittedAt: IsoTime;
  decidedBy: string | null;
  decidedAt: IsoTime | null;
  reason: string | null;
  version: number;
}

export interface DepositAccount {
  id: Id;
  accountNo: string;
  institutionId: Id;
  institutionName: string;
  merchantId: Id | null;
  merchantNo: string | null;
  merchantName: string | null;
  requiredFen: Fen;
  paidFen: Fen;
  frozenFen: Fen;
  /** paid − frozen */
  availableFen: Fen;
  /** max(required − paid, 0) */
  shortfallFen: Fen;
  status: DepositAccountStatus;
  version: number;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface DepositRequest extends ReviewState {
  id: Id;
  accountId: Id;
  accountNo: string;
  institutionName: string;
  kind: DepositRequestKind;
  amountFen: Fen;
  note: string;
}

export interface HistoryEntry {
  id: Id;
  at: IsoTime;
  user: string;
  action: string;
  result: 'success' | 'failure';
  detail: unknown;
}

export interface DepositAccountDetail extends DepositAccount {
  requests: DepositRequest[];
  history: HistoryEntry[];
}

// ---------- merchants ----------

export type MerchantStatus = 'pending_review' | 'approved' | 'rejected' | 'disabled';
export type MerchantReviewKind = 'onboard' | 'change';
export type RevealableField = 'idNo' | 'bankAccount' | 'contactPhone';

export interface Merchant {
  id: Id;
  merchantNo: string;
  name: string;
  institutionId: Id;
  institutionName: string;
  creditCode: string;
  legalPerson: string;
  /** Masked unless revealed. */
  idNo: string;
  contactPhone: string;
  bankAccount: string;
  status: MerchantStatus;
  version: number;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface MerchantReview extends ReviewState {
  id: Id;
  merchantId: Id;
  merchantNo: string;
  merchantName: string;
  kind: MerchantReviewKind;
  /** For `change`: field → { from, to } (personal data masked). */
  changes: Record<string, { from: string; to: string }>;
}

// ---------- payment-provider merchants ----------

export type BindingStatus = 'unbound' | 'pending' | 'bound' | 'failed';

export interface ProviderMerchant {
  id: Id;
  providerMerchantNo: string;
  subAccountNo: string;
  merchantId: Id | null;
  merchantNo: string | null;
  merchantName: string | null;
  /** Masked bank card. */
  bankCard: string;
  bindingStatus: BindingStatus;
  balanceFen: Fen;
  lastSyncAt: IsoTime | null;
  createdAt: IsoTime;
}

export interface ProviderEvent {
  id: Id;
  at: IsoTime;
  kind: 'opened' | 'card_bound' | 'balance_synced' | 'failure';
  detail: string;
  /** The amount the event is about (a sync's balance), integer fen; null when none. */
  amountFen: number | null;
}

export interface ProviderMerchantDetail extends ProviderMerchant {
  events: ProviderEvent[];
}

// ---------- settlements ----------

export type SettlementStatus = 'pending' | 'processing' | 'settled' | 'failed';

export interface Settlement {
  id: Id;
  settlementNo: string;
  /** `YYYY-MM-DD` period date (the day settled for). */
  period: string;
  orgId: Id;
  orgName: string;
  institutionId: Id;
  institutionName: string;
  grossFen: Fen;
  shareBp: number;
  shareFen: Fen;
  feeFen: Fen;
  netFen: Fen;
  bankSerialNo: string | null;
  failureReason: string | null;
  status: SettlementStatus;
  version: number;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface SettlementTotals {
  count: number;
  grossFen: Fen;
  shareFen: Fen;
  feeFen: Fen;
  netFen: Fen;
}

export interface SettlementPage extends Page<Settlement> {
  totals: SettlementTotals;
}
