import { z } from 'zod';
import { monthlySettlementSchema, settlementListSchema, settlementSchema } from '#core/schemas';
import { endpoint } from '../../http/endpoint.ts';
import { recordEndpoints } from '../../http/record.ts';
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

const settlement = recordEndpoints({
  base: '/settlements',
  key: 'settlementNo',
  menu: 'SettleList',
  params: settlementNoParams,
  record: settlementSchema,
});
const ADMIN = { roles: ['admin'] } as const;

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
    response: z.array(monthlySettlementSchema),
    handler: ({ query }, ctx) => monthlySettlements(ctx.db, ctx.clock.now(), query),
  }),
  endpoint({
    method: 'GET',
    path: '/settlements',
    menu: 'SettleList',
    summary: 'List settlements with totals (page or cursor mode)',
    query: settlementListQuery,
    response: settlementListSchema,
    handler: ({ query }, ctx) => listSettlements(ctx, query),
  }),
  settlement.get('One settlement', (no, ctx) => getSettlement(ctx.db, no)),
  settlement.action(
    'retry',
    'Send a failed settlement back to pending (admin)',
    (no, b, ctx) => retrySettlement(ctx, no, b.version),
    ADMIN,
  ),
  settlement.action(
    'process',
    'Hand a pending settlement to the bank (pending → processing)',
    (no, b, ctx) => startSettlement(ctx, no, b.version),
    ADMIN,
  ),
  settlement.action(
    'complete',
    'Record the bank confirmation (processing → settled)',
    (no, b, ctx) => completeSettlement(ctx, no, b.version, b.bankSerialNo),
    { ...ADMIN, body: completeBody },
  ),
  settlement.action(
    'fail',
    'Record a bank failure (processing → failed; admins are notified)',
    (no, b, ctx) => failSettlement(ctx, no, b.version, b.reason),
    { ...ADMIN, body: failBody },
  ),
];
