import type { Merchant, MerchantReview } from '#core/types';
import { endpoint } from '../../http/endpoint.ts';
import { versionBody } from '../../domain/common-inputs.ts';
import { translator } from '../../domain/i18n.ts';
import { exportCsv, type CsvColumn } from '../../domain/list-export.ts';
import { decisionEndpoints } from '../../review/endpoints.ts';
import {
  merchantChangeBody,
  merchantListQuery,
  merchantNoParams,
  merchantOnboardBody,
  revealBody,
  reviewListQuery,
} from './inputs.ts';
import {
  fetchMerchantsAfter,
  fetchReviewsAfter,
  listMerchants,
  listReviews,
  merchantSort,
  merchantValue,
  reviewSort,
  reviewValue,
} from './lists.ts';
import {
  getMerchant,
  onboardMerchant,
  revealField,
  setMerchantStatus,
  submitChange,
} from './service.ts';
import { decideMerchantReview } from './review.ts';
import { REVEAL_ROLES } from './queries.ts';

function merchantColumns(t: (k: string) => string): CsvColumn<Merchant>[] {
  return [
    { 'en-US': 'Merchant no', 'zh-CN': '商户编号', value: (m) => m.merchantNo },
    { 'en-US': 'Name', 'zh-CN': '商户名称', value: (m) => m.name },
    { 'en-US': 'Institution', 'zh-CN': '所属机构', value: (m) => m.institutionName },
    { 'en-US': 'Credit code', 'zh-CN': '统一社会信用代码', value: (m) => m.creditCode },
    { 'en-US': 'Legal person', 'zh-CN': '法定代表人', value: (m) => m.legalPerson },
    { 'en-US': 'ID no', 'zh-CN': '身份证号', value: (m) => m.idNo },
    { 'en-US': 'Contact phone', 'zh-CN': '联系电话', value: (m) => m.contactPhone },
    { 'en-US': 'Bank account', 'zh-CN': '结算账户', value: (m) => m.bankAccount },
    { 'en-US': 'Status', 'zh-CN': '状态', value: (m) => t(`status.merchant.${m.status}`) },
    { 'en-US': 'Created at', 'zh-CN': '创建时间', value: (m) => m.createdAt },
  ];
}

function reviewColumns(t: (k: string) => string): CsvColumn<MerchantReview>[] {
  return [
    { 'en-US': 'Review id', 'zh-CN': '审核编号', value: (r) => r.id },
    { 'en-US': 'Merchant no', 'zh-CN': '商户编号', value: (r) => r.merchantNo },
    { 'en-US': 'Merchant', 'zh-CN': '商户名称', value: (r) => r.merchantName },
    { 'en-US': 'Kind', 'zh-CN': '类型', value: (r) => t(`reviewKind.merchant.${r.kind}`) },
    {
      'en-US': 'Changes',
      'zh-CN': '变更内容',
      value: (r) =>
        Object.entries(r.changes)
          .map(([f, c]) => `${f}: ${c.from} → ${c.to}`)
          .join('; '),
    },
    { 'en-US': 'Status', 'zh-CN': '状态', value: (r) => t(`status.decision.${r.status}`) },
    { 'en-US': 'Submitted by', 'zh-CN': '提交人', value: (r) => r.submittedBy },
    { 'en-US': 'Submitted at', 'zh-CN': '提交时间', value: (r) => r.submittedAt },
    { 'en-US': 'Decided by', 'zh-CN': '审核人', value: (r) => r.decidedBy ?? '' },
    { 'en-US': 'Reason', 'zh-CN': '原因', value: (r) => r.reason ?? '' },
  ];
}

// Static paths (/merchants/reviews…) are registered before /merchants/:merchantNo so they win.
export const merchantEndpoints = [
  endpoint({
    method: 'GET',
    path: '/merchants/reviews/export.csv',
    menu: 'BzjCheckMerchantList',
    summary: 'Export merchant reviews (CSV)',
    produces: 'text/csv',
    query: reviewListQuery,
    handler: async ({ query }, ctx) => {
      const choice = reviewSort(query.sort);
      return exportCsv(
        'merchant-reviews.csv',
        ctx.locale,
        reviewColumns(translator(ctx.locale)),
        choice,
        reviewValue(),
        fetchReviewsAfter(ctx.db, query, choice),
      );
    },
  }),
  endpoint({
    method: 'GET',
    path: '/merchants/reviews',
    menu: 'BzjCheckMerchantList',
    summary: 'List merchant reviews',
    query: reviewListQuery,
    handler: ({ query }, ctx) => listReviews(ctx.db, query),
  }),
  ...decisionEndpoints({
    base: '/merchants/reviews',
    menu: 'BzjCheckMerchantList',
    noun: 'merchant review',
    decide: decideMerchantReview,
  }),
  endpoint({
    method: 'GET',
    path: '/merchants/export.csv',
    menu: 'BzjMerchantList',
    summary: 'Export merchants (CSV, personal data masked)',
    produces: 'text/csv',
    query: merchantListQuery,
    handler: async ({ query }, ctx) => {
      const choice = merchantSort(query.sort);
      return exportCsv(
        'merchants.csv',
        ctx.locale,
        merchantColumns(translator(ctx.locale)),
        choice,
        merchantValue(choice),
        fetchMerchantsAfter(ctx.db, query, choice),
      );
    },
  }),
  endpoint({
    method: 'GET',
    path: '/merchants',
    menu: 'BzjMerchantList',
    summary: 'List merchants',
    query: merchantListQuery,
    handler: ({ query }, ctx) => listMerchants(ctx.db, query),
  }),
  endpoint({
    method: 'POST',
    path: '/merchants',
    menu: 'BzjMerchantList',
    summary: 'Onboard a merchant (pending review)',
    body: merchantOnboardBody,
    handler: ({ body }, ctx) => onboardMerchant(ctx, body),
  }),
  endpoint({
    method: 'GET',
    path: '/merchants/:merchantNo',
    menu: 'BzjMerchantList',
    summary: 'One merchant',
    params: merchantNoParams,
    handler: ({ params }, ctx) => getMerchant(ctx.db, params.merchantNo),
  }),
  endpoint({
    method: 'POST',
    path: '/merchants/:merchantNo/changes',
    menu: 'BzjMerchantList',
    summary: 'Submit a change for review',
    params: merchantNoParams,
    body: merchantChangeBody,
    handler: ({ params, body }, ctx) => submitChange(ctx, params.merchantNo, body),
  }),
  endpoint({
    method: 'POST',
    path: '/merchants/:merchantNo/disable',
    menu: 'BzjMerchantList',
    summary: 'Disable a merchant',
    params: merchantNoParams,
    body: versionBody,
    handler: ({ params, body }, ctx) =>
      setMerchantStatus(ctx, params.merchantNo, 'disabled', body.version),
  }),
  endpoint({
    method: 'POST',
    path: '/merchants/:merchantNo/enable',
    menu: 'BzjMerchantList',
    summary: 'Enable a merchant',
    params: merchantNoParams,
    body: versionBody,
    handler: ({ params, body }, ctx) =>
      setMerchantStatus(ctx, params.merchantNo, 'approved', body.version),
  }),
  endpoint({
    method: 'POST',
    path: '/merchants/:merchantNo/reveal',
    menu: 'BzjMerchantList',
    roles: REVEAL_ROLES,
    summary: 'Reveal one personal field (admin only; logged)',
    params: merchantNoParams,
    body: revealBody,
    handler: ({ params, body }, ctx) => revealField(ctx, params.merchantNo, body.field),
  }),
];
