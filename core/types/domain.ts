/**
 * Wire types of the API (PRODUCT.md §3). Field names are the JSON names the server sends.
 * Money is integer fen (`…Fen`), ratios are basis points (`…Bp`), times are ISO-8601 strings.
 */
import type { Role, RouteName } from '../access/routes.ts';

export type Id = number;
export type Fen = number;
export type IsoTime = string;

// ---------- envelope and paging ----------

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** Page mode (the console): `?page=1&pageSize=20&sort=-createdAt`. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Cursor mode (CLI, exports): `?cursor=&limit=100`; `nextCursor` null at the end. */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

export interface ListQuery {
  page?: number;
  pageSize?: number;
  /** Field name, `-` prefix for descending. */
  sort?: string;
  cursor?: string;
  limit?: number;
  q?: string;
}

// ---------- session / user / menu ----------

export interface CurrentUser {
  id: Id;
  username: string;
  name: string;
  avatar: string;
  job: string;
  organization: string;
  location: string;
  email: string;
  introduction: string;
  personalWebsite: string;
  jobName: string;
  organizationName: string;
  locationName: string;
  phone: string;
  registrationDate: string;
  accountId: string;
  certification: number;
  role: Role | '';
}

export interface MenuEntry {
  name: string;
  /** Route path, or the external URL when `external` is true. */
  path: string;
  order: number;
  icon: string;
  locale: string;
  external?: boolean;
  children: MenuEntry[];
}

/** `GET /sys/user/menu` and `GET /sys/user/info` share this inner wrapper. */
export interface InnerResult<T> {
  code: number;
  info: string;
  data: T;
}

export interface LoginResult {
  token: string;
}

export interface SmsSendResult {
  /** Seconds until another code may be sent. */
  cooldownSeconds: number;
  /** Masked phone the code went to, e.g. 138****0001. */
  phone: string;
}

// ---------- organisations ----------

export type OrgKind = 'platform' | 'branch' | 'partner' | 'agent';
export type OrgStatus = 'enabled' | 'disabled';

export interface Organisation {
  id: Id;
  parentId: Id | null;
  code: string;
  name: string;
  kind: OrgKind;
  settlementTarget: boolean;
  /** Share of the parent's income, basis points. */
  shareBp: number;
  /** Masked in lists. */
  bankAccount: string;
  status: OrgStatus;
  version: number;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface OrgTreeNode extends Organisation {
  children: OrgTreeNode[];
  userCount: number;
}

export interface SplitPart {
  orgId: Id;
  name: string;
  shareBp: number;
  amountFen: Fen;
  /** True for the parent's retained share (10000 − sum of children). */
  retained: boolean;
}

export interface SplitPreview {
  orgId: Id;
  grossFen: Fen;
  parts: SplitPart[];
}

// ---------- institutions ----------

export type InstitutionStatus = 'active' | 'suspended';

export interface Institution {
  id: Id;
  name: string;
  creditCode: string;
  legalPerson: string;
  contactName: string;
  /** Masked in lists. */
  contactPhone: string;
  address: string;
  orgId: Id;
  orgName: string;
  status: InstitutionStatus;
  version: number;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

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

// ---------- system users ----------

export type UserStatus = 'active' | 'disabled' | 'locked';

export interface SystemUser {
  id: Id;
  username: string;
  name: string;
  /** Masked in lists. */
  phone: string;
  email: string;
  role: Role;
  orgId: Id;
  orgName: string;
  status: UserStatus;
  lastLoginAt: IsoTime | null;
  version: number;
  createdAt: IsoTime;
}

// ---------- system log ----------

export interface LogEntry {
  /** Monotonic id; also the SSE event id. */
  id: number;
  at: IsoTime;
  username: string;
  ip: string;
  module: string;
  action: string;
  target: string;
  result: 'success' | 'failure';
  detail: unknown;
  requestId: string;
}

// ---------- search, messages, workbench ----------

export type SearchKind =
  'deposit' | 'merchant' | 'institution' | 'settlement' | 'user' | 'org' | 'provider';

export interface SearchHit {
  kind: SearchKind;
  /** The record key used in the detail URL (account no, merchant no, id …). */
  key: string;
  title: string;
  subtitle: string;
  /** The route that shows it; the console opens `route` with `?open=key`. */
  route: RouteName;
  /** Full pinyin and initials of a Chinese title (the palette ranks by them). */
  pinyin?: { full: string; initials: string };
}

export type MessageType = 'message' | 'notice' | 'todo';

export interface MessageItem {
  id: Id;
  type: MessageType;
  title: string;
  subTitle: string;
  content: string;
  avatar: string;
  tag: { text: string; color: string } | null;
  /** Route and key the message points to, if any. */
  link: { route: RouteName; key?: string } | null;
  read: boolean;
  at: IsoTime;
}

export interface MessageBox {
  items: MessageItem[];
  unread: Record<MessageType, number>;
}

export interface WorkbenchFigures {
  pendingDepositRequests: number;
  pendingMerchantReviews: number;
  deposit: {
    accounts: number;
    requiredFen: Fen;
    paidFen: Fen;
    frozenFen: Fen;
    shortfallFen: Fen;
    shortfallAccounts: number;
  };
  settlementsThisMonth: SettlementTotals;
  /** One point per day of the current month. */
  settlementsByDay: { date: string; count: number; netFen: Fen }[];
  failedSettlements: number;
}
