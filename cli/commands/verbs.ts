import { apiVerb } from './api/api.ts';
import {
  authStatus,
  authSwitch,
  authTokenCreate,
  authTokenList,
  authTokenPrint,
  authTokenRevoke,
} from './auth/auth.ts';
import { loginVerb } from './auth/login.ts';
import { logoutVerb } from './auth/logout.ts';
import { whoamiVerb } from './auth/whoami.ts';
import { configGet, configList, configSet, configUnset } from './config/config.ts';
import { decideVerb } from './decide/decide.ts';
import { queueVerb } from './decide/queues.ts';
import { depositsList, parseDepositsListOptions } from './deposits/list.ts';
import { depositsQuery } from './deposits/query.ts';
import { depositsShow } from './deposits/show.ts';
import { exportVerb } from './export/export.ts';
import { logsList, parseLogFilters } from './logs/list.ts';
import { logsTail } from './logs/tail.ts';
import { parseSettlementsListOptions, settlementsList } from './settlements/list.ts';
import { settlementsQuery } from './settlements/query.ts';
import { settlementsShow } from './settlements/show.ts';
import { settlementsTotals } from './settlements/totals.ts';
import { usersTokensList, usersTokensRevoke } from './users/tokens.ts';
import type { AnyVerb } from './verb.ts';

/**
 * Every verb of `qy`, in the order help lists them (a noun's place is that of its first verb).
 * A new verb: its two files (verb.ts says which) and one line here.
 */
export const VERBS: readonly AnyVerb[] = [
  loginVerb,
  logoutVerb,
  whoamiVerb,
  authStatus,
  authSwitch,
  authTokenPrint,
  authTokenCreate,
  authTokenList,
  authTokenRevoke,
  depositsList,
  exportVerb({
    list: depositsList,
    export: 'deposits',
    description: 'cli.deposits.export.description',
    query: (raw, _now, t) => depositsQuery(parseDepositsListOptions(raw, t)),
    examples: ['qy deposits export --status active -o deposits.csv'],
  }),
  depositsShow,
  queueVerb({
    noun: 'deposits',
    name: 'requests',
    queue: 'deposit-requests',
    description: 'cli.deposits.requests.description',
    examples: [
      'qy deposits requests --status pending',
      'qy deposits requests --status pending --fields id --no-headers | qy deposits approve - --yes',
    ],
  }),
  decideVerb({
    noun: 'deposits',
    name: 'approve',
    target: 'deposit-requests',
    description: 'cli.deposits.approve.description',
    examples: [
      'qy deposits approve 12 13',
      'qy deposits requests -s pending --fields id --no-headers | qy deposits approve - --yes',
    ],
  }),
  decideVerb({
    noun: 'deposits',
    name: 'reject',
    target: 'deposit-requests',
    description: 'cli.deposits.reject.description',
    examples: ["qy deposits reject 12 --reason 'amount does not match the bank slip'"],
  }),
  queueVerb({
    noun: 'merchants',
    name: 'reviews',
    queue: 'merchant-reviews',
    description: 'cli.merchants.reviews.description',
    examples: ['qy merchants reviews --status pending --kind change'],
  }),
  decideVerb({
    noun: 'merchants',
    name: 'approve',
    target: 'merchant-reviews',
    description: 'cli.merchants.approve.description',
    examples: ['qy merchants approve 7 --yes'],
  }),
  decideVerb({
    noun: 'merchants',
    name: 'reject',
    target: 'merchant-reviews',
    description: 'cli.merchants.reject.description',
    examples: ["qy merchants reject 7 -r 'licence expired' --yes"],
  }),
  settlementsList,
  exportVerb({
    list: settlementsList,
    export: 'settlements',
    description: 'cli.settlements.export.description',
    query: (raw, _now, t) => settlementsQuery(parseSettlementsListOptions(raw, t)),
    examples: [
      'qy settlements export --status failed --from 2026-10-01 --to 2026-10-31 -o failed.csv',
      'qy settlements export | wc -l',
    ],
  }),
  settlementsShow,
  settlementsTotals,
  decideVerb({
    noun: 'settlements',
    name: 'retry',
    target: 'settlements',
    description: 'cli.settlements.retry.description',
    examples: [
      'qy settlements retry ST20260101000002',
      'qy settlements list --status failed --all --fields settlementNo --no-headers | qy settlements retry - --yes',
    ],
  }),
  usersTokensList,
  usersTokensRevoke,
  logsTail,
  logsList,
  exportVerb({
    list: logsList,
    export: 'logs',
    description: 'cli.logs.export.description',
    query: (raw, now, t) => parseLogFilters(raw, now, t, 'logs export'),
    examples: ['qy logs export --module auth --since 7d -o auth-week.csv'],
  }),
  apiVerb,
  configList,
  configGet,
  configSet,
  configUnset,
];
