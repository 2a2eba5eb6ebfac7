import { z } from 'zod';
import {
  monthlySettlementSchema,
  settlementListSchema,
  settlementListTotalsSchema,
  settlementSchema,
} from '#core/schemas';
import { endpoint } from '../../http/endpoint.ts';
import { recordEndpoints } from '../../http/record.ts';
import { listEndpoints } from '../../list/endpoints.ts';
import {
  completeBody,
  failBody,
  monthlyQuery,
  settlementListQuery,
  settlementNoParams,
  totalsQuery,
} from './inputs.ts';
import {
  completeSettlement,
  failSettlement,
  getSettlement,
  monthlySettlements,
  retrySettlement,
  settlementSource,
  startSettlement,
} from './service.ts';
import { settlementTotals } from './queries.ts';

const settlement = recordEndpoints({
  base: '/settlements',
  key: 'settlementNo',
  menu: 'SettleList',
  params: settlementNoParams,
  record: settlementSchema,
});
const ADMIN = { roles: ['admin'] } as const;

// Static paths first: /settlements/export.csv and /monthly must not be read as a settlement no.
export const settlementEndpoints = [
  ...listEndpoints({
    path: '/settlements',
    menu: 'SettleList',
    noun: 'settlement',
    query: settlementListQuery,
    source: settlementSource,
    item: settlementSchema,
    response: settlementListSchema,
  }),
  endpoint({
    method: 'GET',
    path: '/settlements/totals',
    menu: 'SettleList',
    summary: "Count and sums of a filter (the list's totals, without its rows)",
    query: totalsQuery,
    response: settlementListTotalsSchema,
    handler: ({ query }, ctx) => settlementTotals(ctx.db, query),
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
