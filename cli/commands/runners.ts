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

// The runners are imported only when a command runs: the bundle puts them (and the API client
// they pull in) in a chunk of their own (run-modules.ts), so `qy --help` loads none of that code.
const run = () => import('./run-modules.ts');

export const lazyRunners: Runners = {
  login: async (o, f) => (await run()).runLogin(o, f),
  logout: async (o, f) => (await run()).runLogout(o, f),
  whoami: async (o, f) => (await run()).runWhoami(o, f),
  depositsList: async (o, f) => (await run()).runDepositsList(o, f),
  depositsShow: async (o, f) => (await run()).runDepositsShow(o, f),
  settlementsList: async (o, f) => (await run()).runSettlementsList(o, f),
  settlementsShow: async (o, f) => (await run()).runSettlementsShow(o, f),
  logsTail: async (o, f) => (await run()).runLogsTail(o, f),
  api: async (o, f) => (await run()).runApi(o, f),
  queueList: async (o, f) => (await run()).runQueueList(o, f),
  decide: async (o, f) => (await run()).runDecide(o, f),
  export: async (o, f) => (await run()).runExport(o, f),
  logsList: async (o, f) => (await run()).runLogsList(o, f),
  authStatus: async (o, f) => (await run()).runAuthStatus(o, f),
  authSwitch: async (o, f) => (await run()).runAuthSwitch(o, f),
  authTokenCreate: async (o, f) => (await run()).runAuthTokenCreate(o, f),
  authTokenList: async (o, f) => (await run()).runAuthTokenList(o, f),
  authTokenRevoke: async (o, f) => (await run()).runAuthTokenRevoke(o, f),
};
