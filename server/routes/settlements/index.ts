import { endpoint } from '../../http/endpoint.ts';
import { versionBody } from '../../domain/common-inputs.ts';
import { exportSettlements } from './export.ts';
import {
  completeBody,
  failBody,
  monthlyQuery,
  settlementListQuery,
  settlementNoParams,
} from './inputs.ts';
import {
  completeSettlement,
  failSettlement,
  getSettlement,
  listSettlements,
  monthlySettlements,
  retrySettlement,
  settlementSort,
  startSettlement,
} from './service.ts';

// Static paths first: /settlements/monthly and /export.csv must not be read as a settlement no.
export const settlementEndpoints = [
  endpoint({
    method: 'GET',
    path: '/settlements/export.csv',
    menu: 'SettleList',
    summary: 'Export settlements (CSV)',
    produces: 'text/csv',
    query: settlementListQuery,
    handler: ({ query }, ctx) =>
      exportSettlements(ctx.db, query, settlementSort(query.sort), ctx.locale),
  }),
  endpoint({
    method: 'GET',
    path: '/settlements/monthly',
    menu: 'SettleList',
    summary: 'Monthly net amounts by organisation',
    query: monthlyQuery,
    handler: ({ query }, ctx) => monthlySettlements(ctx.db, ctx.clock.now(), query),
  }),
  endpoint({
    method: 'GET',
    path: '/settlements',
    menu: 'SettleList',
    summary: 'List settlements with totals (page or cursor mode)',
    query: settlementListQuery,
    handler: ({ query }, ctx) => listSettlements(ctx, query),
  }),
  endpoint({
    method: 'GET',
    path: '/settlements/:settlementNo',
    menu: 'SettleList',
    summary: 'One settlement',
    params: settlementNoParams,
    handler: ({ params }, ctx) => getSettlement(ctx.db, params.settlementNo),
  }),
  endpoint({
    method: 'POST',
    path: '/settlements/:settlementNo/retry',
    menu: 'SettleList',
    roles: ['admin'],
    summary: 'Send a failed settlement back to pending (admin)',
    params: settlementNoParams,
    body: versionBody,
    handler: ({ params, body }, ctx) => retrySettlement(ctx, params.settlementNo, body.version),
  }),
  endpoint({
    method: 'POST',
    path: '/settlements/:settlementNo/process',
    menu: 'SettleList',
    roles: ['admin'],
    summary: 'Hand a pending settlement to the bank (pending → processing)',
    params: settlementNoParams,
    body: versionBody,
    handler: ({ params, body }, ctx) => startSettlement(ctx, params.settlementNo, body.version),
  }),
  endpoint({
    method: 'POST',
    path: '/settlements/:settlementNo/complete',
    menu: 'SettleList',
    roles: ['admin'],
    summary: 'Record the bank confirmation (processing → settled)',
    params: settlementNoParams,
    body: completeBody,
    handler: ({ params, body }, ctx) =>
      completeSettlement(ctx, params.settlementNo, body.version, body.bankSerialNo),
  }),
  endpoint({
    method: 'POST',
    path: '/settlements/:settlementNo/fail',
    menu: 'SettleList',
    roles: ['admin'],
    summary: 'Record a bank failure (processing → failed; admins are notified)',
    params: settlementNoParams,
    body: failBody,
    handler: ({ params, body }, ctx) =>
      failSettlement(ctx, params.settlementNo, body.version, body.reason),
  }),
];
