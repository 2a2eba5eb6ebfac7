import type { ApiOptions } from './api/api.ts';
import type { AuthRunners } from './auth/auth.ts';
import type { LoginOptions } from './auth/login.ts';
import type { LogoutOptions } from './auth/logout.ts';
import type { WhoamiOptions } from './auth/whoami.ts';
import type { Run } from './context.ts';
import type { DecideOptions } from './decide/decide.ts';
import type { QueueListOptions } from './decide/queues.ts';
import type { DepositsListOptions } from './deposits/list.ts';
import type { DepositsShowOptions } from './deposits/show.ts';
import type { ExportOptions } from './export/export.ts';
import type { LogsListOptions } from './logs/list.ts';
import type { LogsTailOptions } from './logs/tail.ts';
import type { SettlementsListOptions } from './settlements/list.ts';
import type { SettlementsShowOptions } from './settlements/show.ts';

/** The running half of every verb; tests replace entries with spies to check parsing alone. */
export interface Runners extends AuthRunners {
  login: Run<LoginOptions>;
  logout: Run<LogoutOptions>;
  whoami: Run<WhoamiOptions>;
  depositsList: Run<DepositsListOptions>;
  depositsShow: Run<DepositsShowOptions>;
  settlementsList: Run<SettlementsListOptions>;
  settlementsShow: Run<SettlementsShowOptions>;
  logsTail: Run<LogsTailOptions>;
  api: Run<ApiOptions>;
  queueList: Run<QueueListOptions>;
  decide: Run<DecideOptions>;
  export: Run<ExportOptions>;
  logsList: Run<LogsListOptions>;
}

// Each runner is imported only when its command runs: the bundle puts them (and the API client
// they pull in) in separate chunks, so `qy --help` parses none of that code.
export const lazyRunners: Runners = {
  login: async (o, f) => (await import('./auth/login-run.ts')).runLogin(o, f),
  logout: async (o, f) => (await import('./auth/logout-run.ts')).runLogout(o, f),
  whoami: async (o, f) => (await import('./auth/whoami-run.ts')).runWhoami(o, f),
  depositsList: async (o, f) => (await import('./deposits/list-run.ts')).runDepositsList(o, f),
  depositsShow: async (o, f) => (await import('./deposits/show-run.ts')).runDepositsShow(o, f),
  settlementsList: async (o, f) =>
    (await import('./settlements/list-run.ts')).runSettlementsList(o, f),
  settlementsShow: async (o, f) =>
    (await import('./settlements/show-run.ts')).runSettlementsShow(o, f),
  logsTail: async (o, f) => (await import('./logs/tail-run.ts')).runLogsTail(o, f),
  api: async (o, f) => (await import('./api/api-run.ts')).runApi(o, f),
  queueList: async (o, f) => (await import('./decide/queues-run.ts')).runQueueList(o, f),
  decide: async (o, f) => (await import('./decide/decide-run.ts')).runDecide(o, f),
  export: async (o, f) => (await import('./export/export-run.ts')).runExport(o, f),
  logsList: async (o, f) => (await import('./logs/list-run.ts')).runLogsList(o, f),
  authStatus: async (o, f) => (await import('./auth/auth-run.ts')).runAuthStatus(o, f),
  authSwitch: async (o, f) => (await import('./auth/auth-run.ts')).runAuthSwitch(o, f),
  authTokenCreate: async (o, f) => (await import('./auth/auth-run.ts')).runAuthTokenCreate(o, f),
  authTokenList: async (o, f) => (await import('./auth/auth-run.ts')).runAuthTokenList(o, f),
  authTokenRevoke: async (o, f) => (await import('./auth/auth-run.ts')).runAuthTokenRevoke(o, f),
};
