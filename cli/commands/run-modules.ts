/**
 * Everything the run of a command loads, as one module: the bundle makes one chunk of it, which
 * the first runner a run calls loads (runners.ts), with the API client and the transport the
 * factory builds (factory.ts). Split per runner, `qy settlements list` read and compiled a dozen
 * small files (~0.3 ms each); the code of the verbs a run does not call costs little once Node's
 * compile cache has it (cli/main.ts). What only some runs need (ink, the password prompt, the CSV
 * export's messages, the completion script) stays in chunks of its own.
 */
export { createClient, createMemoryTokenStore } from '#core/api';
export { createProxyFetch, proxySettings } from '../proxy-fetch.ts';
export { runApi } from './api/api-run.ts';
export {
  runAuthStatus,
  runAuthSwitch,
  runAuthTokenCreate,
  runAuthTokenList,
  runAuthTokenRevoke,
} from './auth/auth-run.ts';
export { runLogin } from './auth/login-run.ts';
export { runLogout } from './auth/logout-run.ts';
export { runWhoami } from './auth/whoami-run.ts';
export { runDecide } from './decide/decide-run.ts';
export { runQueueList } from './decide/queues-run.ts';
export { runDepositsList } from './deposits/list-run.ts';
export { runDepositsShow } from './deposits/show-run.ts';
export { runExport } from './export/export-run.ts';
export { runLogsList } from './logs/list-run.ts';
export { runLogsTail } from './logs/tail-run.ts';
export { runSettlementsList } from './settlements/list-run.ts';
export { runSettlementsShow } from './settlements/show-run.ts';
