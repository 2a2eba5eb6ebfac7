import { fenToYuanString } from '#core/money';
import type { Settlement } from '#core/types';
import { endpoint } from '../../http/endpoint.ts';
import { versionBody } from '../../domain/common-inputs.ts';
import { translator } from '../../domain/i18n.ts';
import { exportCsv, type CsvColumn } from '../../domain/list-export.ts';
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
  fetchSettlementsForExport,
  getSettlement,
  listSettlements,
  monthlySettlements,
  retrySettlement,
  settlementSort,
  settlementValue,
  startSettlement,
} from './service.ts';

function columns(t: (k: string) => string): CsvColumn<Settlement>[] {
  return [
    { 'en-US': 'Settlement no', 'zh-CN': '结算单号', value: (s) => s.settlementNo },
    { 'en-US': 'Period', 'zh-CN': '结算周期', value: (s) => s.period },
    { 'en-US': 'Organisation', 'zh-CN': '收款组织', value: (s) => s.orgName },
    { 'en-US': 'Institution', 'zh-CN': '来源机构', value: (s) => s.institutionName },
    {
      'en-US': 'Gross (yuan)',
      'zh-CN': '交易金额（元）',
      value: (s) => fenToYuanString(s.grossFen),
    },
    { 'en-US': 'Share (bp)', 'zh-CN': '分润比例（基点）', value: (s) => s.shareBp },
    {
      'en-US': 'Share (yuan)',
      'zh-CN': '分润金额（元）',
      value: (s) => fenToYuanString(s.shareFen),
    },
    { 'en-US': 'Fee (yuan)', 'zh-CN': '手续费（元）', value: (s) => fenToYuanString(s.feeFen) },
    { 'en-US': 'Net (yuan)', 'zh-CN': '实付金额（元）', value: (s) => fenToYuanString(s.netFen) },
    { 'en-US': 'Bank serial no', 'zh-CN': '银行流水号', value: (s) => s.bankSerialNo ?? '' },
    { 'en-US': 'Failure reason', 'zh-CN': '失败原因', value: (s) => s.failureReason ?? '' },
    { 'en-US': 'Status', 'zh-CN': '状态', value: (s) => t(`status.settlement.${s.status}`) },
  ];
}

// Static paths first: /settlements/monthly and /export.csv must not be read as a settlement no.
export const settlementEndpoints = [
  endpoint({
    method: 'GET',
    path: '/settlements/export.csv',
    menu: 'SettleList',
    summary: 'Export settlements (CSV)',
    produces: 'text/csv',
    query: settlementListQuery,
    handler: async ({ query }, ctx) => {
      const choice = settlementSort(query.sort);
      return exportCsv(
        'settlements.csv',
        ctx.locale,
        columns(translator(ctx.locale)),
        choice,
        settlementValue(choice),
        await fetchSettlementsForExport(ctx.db, query, choice),
        5000,
      );
    },
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
    handler: ({ query }, ctx) => listSettlements(ctx.db, query),
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
