import { merchantReviewSchema, merchantSchema, revealedFieldSchema } from '#core/schemas';
import { endpoint } from '../../http/endpoint.ts';
import { recordEndpoints } from '../../http/record.ts';
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

const merchant = recordEndpoints({
  base: '/merchants',
  key: 'merchantNo',
  menu: 'BzjMerchantList',
  params: merchantNoParams,
  record: merchantSchema,
});

// Static paths (/merchants/reviews…) are registered before /merchants/:merchantNo so they win.
export const merchantEndpoints = [
  ...listEndpoints({
    path: '/merchants/reviews',
    menu: 'BzjCheckMerchantList',
    noun: 'merchant review',
    item: merchantReviewSchema,
    query: reviewListQuery,
    source: merchantReviewSource,
  }),
  ...decisionEndpoints({
    base: '/merchants/reviews',
    menu: 'BzjCheckMerchantList',
    noun: 'merchant review',
    decide: decideMerchantReview,
    item: merchantReviewSchema,
  }),
  ...merchant.list({
    noun: 'merchant',
    item: merchantSchema,
    query: merchantListQuery,
    source: merchantSource,
  }),
  endpoint({
    method: 'POST',
    path: '/merchants',
    menu: 'BzjMerchantList',
    summary: 'Onboard a merchant (pending review)',
    body: merchantOnboardBody,
    response: merchantSchema,
    handler: ({ body }, ctx) => onboardMerchant(ctx, body),
  }),
  merchant.get('One merchant', (no, ctx) => getMerchant(ctx.db, no)),
  merchant.action(
    'changes',
    'Submit a change for review',
    (no, body, ctx) => submitChange(ctx, no, body),
    { body: merchantChangeBody, response: merchantReviewSchema },
  ),
  merchant.action('disable', 'Disable a merchant', (no, b, ctx) =>
    setMerchantStatus(ctx, no, 'disabled', b.version),
  ),
  merchant.action('enable', 'Enable a merchant', (no, b, ctx) =>
    setMerchantStatus(ctx, no, 'approved', b.version),
  ),
  merchant.action(
    'reveal',
    'Reveal one personal field (admin only; logged)',
    (no, body, ctx) => revealField(ctx, no, body.field),
    { body: revealBody, roles: REVEAL_ROLES, response: revealedFieldSchema },
  ),
];
