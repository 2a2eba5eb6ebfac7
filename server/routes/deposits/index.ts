import { fenToYuanString } from '#core/money';
import type { DepositAccount, DepositRequest } from '#core/types';
import { endpoint } from '../../http/endpoint.ts';
import { decisionEndpoints } from '../../review/endpoints.ts';
import { exportCsv, type CsvColumn } from '../../domain/list-export.ts';
import { translator } from '../../domain/i18n.ts';
import {
  accountListQuery,
  accountNoParams,
  openAccountBody,
  requestListQuery,
  submitRequestBody,
} from './inputs.ts';
import {
  accountSort,
  accountValue,
  fetchAccountsAfter,
  fetchRequestsAfter,
  listAccounts,
  listRequests,
  requestSort,
  requestValue,
} from './lists.ts';
import { getAccountDetail, openAccount, submitRequest } from './service.ts';
import { decideRequest } from './review.ts';

const yuan = (fen: number) => fenToYuanString(fen);

function accountColumns(t: (k: string) => string): CsvColumn<DepositAccount>[] {
  return [
    { 'en-US': 'Account no', 'zh-CN': '账户编号', value: (a) => a.accountNo },
    { 'en-US': 'Institution', 'zh-CN': '机构', value: (a) => a.institutionName },
    { 'en-US': 'Merchant no', 'zh-CN': '商户编号', value: (a) => a.merchantNo ?? '' },
    { 'en-US': 'Merchant', 'zh-CN': '商户', value: (a) => a.merchantName ?? '' },
    { 'en-US': 'Required (yuan)', 'zh-CN': '应缴（元）', value: (a) => yuan(a.requiredFen) },
    { 'en-US': 'Paid (yuan)', 'zh-CN': '已缴（元）', value: (a) => yuan(a.paidFen) },
    { 'en-US': 'Frozen (yuan)', 'zh-CN': '冻结（元）', value: (a) => yuan(a.frozenFen) },
    { 'en-US': 'Available (yuan)', 'zh-CN': '可用（元）', value: (a) => yuan(a.availableFen) },
    { 'en-US': 'Shortfall (yuan)', 'zh-CN': '差额（元）', value: (a) => yuan(a.shortfallFen) },
    { 'en-US': 'Status', 'zh-CN': '状态', value: (a) => t(`status.deposit.${a.status}`) },
    { 'en-US': 'Created at', 'zh-CN': '创建时间', value: (a) => a.createdAt },
  ];
}

function requestColumns(t: (k: string) => string): CsvColumn<DepositRequest>[] {
  return [
    { 'en-US': 'Request id', 'zh-CN': '申请编号', value: (r) => r.id },
    { 'en-US': 'Account no', 'zh-CN': '账户编号', value: (r) => r.accountNo },
    { 'en-US': 'Institution', 'zh-CN': '机构', value: (r) => r.institutionName },
    { 'en-US': 'Kind', 'zh-CN': '类型', value: (r) => t(`requestKind.deposit.${r.kind}`) },
    { 'en-US': 'Amount (yuan)', 'zh-CN': '金额（元）', value: (r) => yuan(r.amountFen) },
    { 'en-US': 'Status', 'zh-CN': '状态', value: (r) => t(`status.decision.${r.status}`) },
    { 'en-US': 'Submitted by', 'zh-CN': '提交人', value: (r) => r.submittedBy },
    { 'en-US': 'Submitted at', 'zh-CN': '提交时间', value: (r) => r.submittedAt },
    { 'en-US': 'Decided by', 'zh-CN': '审核人', value: (r) => r.decidedBy ?? '' },
    { 'en-US': 'Decided at', 'zh-CN': '审核时间', value: (r) => r.decidedAt ?? '' },
    { 'en-US': 'Reason', 'zh-CN': '原因', value: (r) => r.reason ?? '' },
  ];
}

export const depositEndpoints = [
  endpoint({
    method: 'GET',
    path: '/deposits/accounts/export.csv',
    menu: 'BzjList',
    summary: 'Export deposit accounts (CSV)',
    produces: 'text/csv',
    query: accountListQuery,
    handler: async ({ query }, ctx) => {
      const choice = accountSort(query.sort);
      return exportCsv(
        'deposit-accounts.csv',
        ctx.locale,
        accountColumns(translator(ctx.locale)),
        choice,
        accountValue(choice),
        fetchAccountsAfter(ctx.db, query, choice),
      );
    },
  }),
  endpoint({
    method: 'GET',
    path: '/deposits/accounts',
    menu: 'BzjList',
    summary: 'List deposit accounts',
    query: accountListQuery,
    handler: ({ query }, ctx) => listAccounts(ctx.db, query),
  }),
  endpoint({
    method: 'GET',
    path: '/deposits/accounts/:accountNo',
    menu: 'BzjList',
    summary: 'Deposit account with its requests and history',
    params: accountNoParams,
    handler: ({ params }, ctx) => getAccountDetail(ctx.db, params.accountNo),
  }),
  endpoint({
    method: 'POST',
    path: '/deposits/accounts',
    menu: 'BzjList',
    summary: 'Open a deposit account (pending review, with an open request)',
    body: openAccountBody,
    handler: ({ body }, ctx) => openAccount(ctx, body),
  }),
  endpoint({
    method: 'POST',
    path: '/deposits/accounts/:accountNo/requests',
    menu: 'BzjList',
    summary: 'Submit a top-up, refund, freeze, unfreeze or close request',
    params: accountNoParams,
    body: submitRequestBody,
    handler: ({ params, body }, ctx) => submitRequest(ctx, params.accountNo, body),
  }),
  endpoint({
    method: 'GET',
    path: '/deposits/requests/export.csv',
    menu: 'BzjCheckList',
    summary: 'Export deposit requests (CSV)',
    produces: 'text/csv',
    query: requestListQuery,
    handler: async ({ query }, ctx) => {
      const choice = requestSort(query.sort);
      return exportCsv(
        'deposit-requests.csv',
        ctx.locale,
        requestColumns(translator(ctx.locale)),
        choice,
        requestValue(choice),
        fetchRequestsAfter(ctx.db, query, choice),
      );
    },
  }),
  endpoint({
    method: 'GET',
    path: '/deposits/requests',
    menu: 'BzjCheckList',
    summary: 'List deposit requests (review queue)',
    query: requestListQuery,
    handler: ({ query }, ctx) => listRequests(ctx.db, query),
  }),
  ...decisionEndpoints({
    base: '/deposits/requests',
    menu: 'BzjCheckList',
    noun: 'deposit request',
    decide: decideRequest,
  }),
];
