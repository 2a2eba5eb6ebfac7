import type {
  CursorPage,
  DecisionStatus,
  DepositAccount,
  DepositAccountDetail,
  DepositAccountStatus,
  DepositRequest,
  DepositRequestKind,
  Id,
  ListQuery,
  Page,
} from '../types/index.ts';
import type { DepositAccountOpenBody, DepositRequestBody } from '../validate/index.ts';
import type { ApiClient, CallInit } from './client.ts';
import { reviewQueueCalls } from './decisions.ts';
import { segment } from './url.ts';

export interface DepositAccountQuery extends ListQuery {
  status?: DepositAccountStatus;
  institutionId?: Id;
  /** Only accounts whose paid amount is below the required amount. */
  shortfall?: boolean;
}

export type OpenDepositAccountInput = DepositAccountOpenBody;

export type DepositRequestInput = DepositRequestBody;

export interface DepositRequestQuery extends ListQuery {
  status?: DecisionStatus;
  kind?: DepositRequestKind;
  accountNo?: string;
}

export function listDepositAccounts(
  client: ApiClient,
  query: DepositAccountQuery = {},
  init?: CallInit,
): Promise<Page<DepositAccount>> {
  return client.get('/deposits/accounts', { ...query }, init);
}

/** Cursor mode of the account list (CLI `--all`, exports). */
export function listDepositAccountsCursor(
  client: ApiClient,
  query: DepositAccountQuery & { cursor: string },
  init?: CallInit,
): Promise<CursorPage<DepositAccount>> {
  return client.get('/deposits/accounts', { ...query }, init);
}

export function getDepositAccount(
  client: ApiClient,
  accountNo: string,
  init?: CallInit,
): Promise<DepositAccountDetail> {
  return client.get(`/deposits/accounts/${segment(accountNo)}`, undefined, init);
}

/** Opens an account: it starts pending_review with an `open` request for a reviewer. */
export function openDepositAccount(
  client: ApiClient,
  input: OpenDepositAccountInput,
): Promise<DepositAccount> {
  return client.post('/deposits/accounts', input);
}

/** Submits a top-up, refund, freeze, unfreeze or close request for review. */
export function submitDepositRequest(
  client: ApiClient,
  accountNo: string,
  input: DepositRequestInput,
): Promise<DepositRequest> {
  return client.post(`/deposits/accounts/${segment(accountNo)}/requests`, input);
}

const requests = reviewQueueCalls<DepositRequest, DepositRequestQuery>('/deposits/requests');

export const listDepositRequests = requests.list;
/** Cursor mode of the queue (CLI, exports): pass '' as the first cursor. */
export const listDepositRequestsCursor = requests.listCursor;
/** The current version of each of the ids that is pending (a decision needs it). */
export const pendingDepositRequestVersions = requests.pendingVersions;
/** Approves or rejects one at the version read by pendingDepositRequestVersions. */
export const decideDepositRequest = requests.decideOne;
export const approveDepositRequest = requests.approve;
/** Rejects a request; the server requires a reason. */
export const rejectDepositRequest = requests.reject;
/** Decides many requests at once; each item succeeds or fails on its own. */
export const decideDepositRequests = requests.decide;
