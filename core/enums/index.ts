/**
 * The closed value sets of the business: statuses, kinds and the sort fields of each list, defined
 * once. core/schemas (responses) and core/validate (query filters) build their enums from these, and
 * qy checks its options against them; this module loads no zod, so qy's start-up stays light.
 */

export const ORG_STATUSES = ['enabled', 'disabled'] as const;
export const INSTITUTION_STATUSES = ['active', 'suspended'] as const;
export const USER_STATUSES = ['active', 'disabled', 'locked'] as const;
export const DEPOSIT_ACCOUNT_STATUSES = [
  'pending_review',
  'active',
  'rejected',
  'frozen',
  'closed',
] as const;
/** What an operator submits on an account; 'open' comes only from opening one. */
export const ACCOUNT_REQUEST_KINDS = ['top_up', 'refund', 'freeze', 'unfreeze', 'close'] as const;
export const DEPOSIT_REQUEST_KINDS = ['open', ...ACCOUNT_REQUEST_KINDS] as const;
export const MERCHANT_STATUSES = ['pending_review', 'approved', 'rejected', 'disabled'] as const;
export const MERCHANT_REVIEW_KINDS = ['onboard', 'change'] as const;
export const BINDING_STATUSES = ['unbound', 'pending', 'bound', 'failed'] as const;
export const SETTLEMENT_STATUSES = ['pending', 'processing', 'settled', 'failed'] as const;
/** The state of anything reviewed (deposit requests, merchant reviews, change reviews). */
export const DECISION_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** The result of a system-log entry. */
export const LOG_RESULTS = ['success', 'failure'] as const;

/** The fields each list sorts by (`-field` descending). */
export const SORT_FIELDS = {
  orgs: ['code', 'name', 'createdAt'],
  institutions: ['name', 'createdAt'],
  depositAccounts: ['accountNo', 'requiredFen', 'paidFen', 'createdAt'],
  depositRequests: ['submittedAt', 'amountFen'],
  merchants: ['merchantNo', 'name', 'createdAt'],
  merchantReviews: ['submittedAt'],
  providerMerchants: ['providerMerchantNo', 'balanceFen', 'createdAt'],
  settlements: ['period', 'grossFen', 'netFen', 'settlementNo'],
  users: ['username', 'name', 'createdAt', 'lastLoginAt'],
  logs: ['id', 'at'],
  changeReviews: ['submittedAt'],
} as const;

/**
 * The log stream's last event when the server shuts down (data: the 503100 envelope): the server
 * sends it, core's streamLogs reconnects on it, and it is no error to the console or `qy`.
 */
export const SERVER_DRAINING_EVENT = 'server-draining';
