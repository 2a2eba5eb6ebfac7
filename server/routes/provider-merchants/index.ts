import { z } from 'zod';
import { fenToYuanString } from '#core/money';
import { providerMerchantListQuerySchema } from '#core/validate';
import type { ProviderMerchant } from '#core/types';
import { endpoint } from '../../http/endpoint.ts';
import { cursorAware } from '../../domain/common-inputs.ts';
import { translator } from '../../domain/i18n.ts';
import { exportCsv, type CsvColumn } from '../../domain/list-export.ts';
import {
  fetchProvidersAfter,
  getProviderMerchant,
  listProviderMerchants,
  providerSort,
  providerValue,
} from './service.ts';

const listQuery = cursorAware(providerMerchantListQuerySchema);
const noParams = z.object({
  providerMerchantNo: z.string().regex(/^PA\d{10}$/, 'validation.invalid'),
});

function columns(t: (k: string) => string): CsvColumn<ProviderMerchant>[] {
  return [
    { 'en-US': 'Provider merchant no', 'zh-CN': '平安商户号', value: (p) => p.providerMerchantNo },
    { 'en-US': 'Sub-account no', 'zh-CN': '子账户号', value: (p) => p.subAccountNo },
    { 'en-US': 'Merchant no', 'zh-CN': '商户编号', value: (p) => p.merchantNo ?? '' },
    { 'en-US': 'Merchant', 'zh-CN': '商户名称', value: (p) => p.merchantName ?? '' },
    { 'en-US': 'Bank card', 'zh-CN': '绑定银行卡', value: (p) => p.bankCard },
    {
      'en-US': 'Binding',
      'zh-CN': '绑卡状态',
      value: (p) => t(`status.binding.${p.bindingStatus}`),
    },
    {
      'en-US': 'Balance (yuan)',
      'zh-CN': '余额（元）',
      value: (p) => fenToYuanString(p.balanceFen),
    },
    { 'en-US': 'Last sync', 'zh-CN': '最近同步', value: (p) => p.lastSyncAt ?? '' },
  ];
}

export const providerMerchantEndpoints = [
  endpoint({
    method: 'GET',
    path: '/provider-merchants/export.csv',
    menu: 'PinganMerchantList',
    summary: 'Export provider merchants (CSV)',
    produces: 'text/csv',
    query: listQuery,
    handler: async ({ query }, ctx) => {
      const choice = providerSort(query.sort);
      return exportCsv(
        'provider-merchants.csv',
        ctx.locale,
        columns(translator(ctx.locale)),
        choice,
        providerValue(choice),
        fetchProvidersAfter(ctx.db, query, choice),
      );
    },
  }),
  endpoint({
    method: 'GET',
    path: '/provider-merchants',
    menu: 'PinganMerchantList',
    summary: 'List Ping An provider merchants',
    query: listQuery,
    handler: ({ query }, ctx) => listProviderMerchants(ctx.db, query),
  }),
  endpoint({
    method: 'GET',
    path: '/provider-merchants/:providerMerchantNo',
    menu: 'PinganMerchantList',
    summary: 'Provider merchant with its event timeline',
    params: noParams,
    handler: ({ params }, ctx) => getProviderMerchant(ctx.db, params.providerMerchantNo),
  }),
];
