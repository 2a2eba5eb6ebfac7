import { endpoint } from '../../http/endpoint.ts';
import { versionBody } from '../../domain/common-inputs.ts';
import { decisionEndpoints } from '../../review/endpoints.ts';
import {
  merchantChangeBody,
  merchantListQuery,
  merchantNoParams,
  merchantOnboardBody,
  revealBody,
  reviewListQuery,
} from './inputs.ts';
import { merchantReviewSource, merchantSource } from './lists.ts';
import { listEndpoints } from '../../list/endpoints.ts';
import {
  getMerchant,
  onboardMerchant,
  revealField,
  setMerchantStatus,
  submitChange,
} from './service.ts';
import { decideMerchantReview } from './review.ts';
import { REVEAL_ROLES } from './queries.ts';

// Static paths (/merchants/reviews…) are registered before /merchants/:merchantNo so they win.
export const merchantEndpoints = [
  ...listEndpoints({
    path: '/merchants/reviews',
    menu: 'BzjCheckMerchantList',
    noun: 'merchant review',
    query: reviewListQuery,
    source: merchantReviewSource,
  }),
  ...decisionEndpoints({
    base: '/merchants/reviews',
    menu: 'BzjCheckMerchantList',
    noun: 'merchant review',
    decide: decideMerchantReview,
  }),
  ...listEndpoints({
    path: '/merchants',
    menu: 'BzjMerchantList',
    noun: 'merchant',
    query: merchantListQuery,
    source: merchantSource,
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
