/**
 * Wire types of the session, menus, system users, the system log, search, the message box and
 * the workbench. Field names are the JSON names the server sends.
 */
import type { Role, RouteName } from '../access/routes.ts';
import type { Fen, Id, IsoTime } from './common.ts';
import type { SettlementTotals } from './business.ts';

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
  /** One user's detail only: client addresses locked out of it by failed sign-ins (unlock clears them). */
  lockedAddresses?: number;
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
