import {
  depositAccountDetailSchema,
  depositAccountSchema,
  depositRequestSchema,
} from '#core/schemas';
import { endpoint } from '../../http/endpoint.ts';
import { decisionEndpoints } from '../../review/endpoints.ts';
import {
  accountListQuery,
  accountNoParams,
  openAccountBody,
  requestListQuery,
  submitRequestBody,
} from './inputs.ts';
import { depositAccountSource, depositRequestSource } from './lists.ts';
import { listEndpoints } from '../../list/endpoints.ts';
import { getAccountDetail, openAccount, submitRequest } from './service.ts';
import { decideRequest } from './review.ts';

export const depositEndpoints = [
  ...listEndpoints({
    path: '/deposits/accounts',
    menu: 'BzjList',
    noun: 'deposit account',
    item: depositAccountSchema,
    query: accountListQuery,
    source: depositAccountSource,
  }),
  endpoint({
    method: 'GET',
    path: '/deposits/accounts/:accountNo',
    menu: 'BzjList',
    summary: 'Deposit account with its requests and history',
    params: accountNoParams,
    response: depositAccountDetailSchema,
    handler: ({ params }, ctx) => getAccountDetail(ctx.db, params.accountNo, ctx.user.role),
  }),
  endpoint({
    method: 'POST',
    path: '/deposits/accounts',
    menu: 'BzjList',
    summary: 'Open a deposit account (pending review, with an open request)',
    body: openAccountBody,
    response: depositAccountSchema,
    handler: ({ body }, ctx) => openAccount(ctx, body),
  }),
  endpoint({
    method: 'POST',
    path: '/deposits/accounts/:accountNo/requests',
    menu: 'BzjList',
    summary: 'Submit a top-up, refund, freeze, unfreeze or close request',
    params: accountNoParams,
    body: submitRequestBody,
    response: depositRequestSchema,
    handler: ({ params, body }, ctx) => submitRequest(ctx, params.accountNo, body),
  }),
  ...listEndpoints({
    path: '/deposits/requests',
    menu: 'BzjCheckList',
    noun: 'deposit request',
    item: depositRequestSchema,
    query: requestListQuery,
    source: depositRequestSource,
  }),
  ...decisionEndpoints({
    base: '/deposits/requests',
    menu: 'BzjCheckList',
    noun: 'deposit request',
    decide: decideRequest,
    item: depositRequestSchema,
  }),
];
