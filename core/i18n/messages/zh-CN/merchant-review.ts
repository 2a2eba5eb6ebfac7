import type { merchantReview as en } from '../en-US/merchant-review.ts';

export const merchantReview: Record<keyof typeof en, string> = {
  'merchantReview.section.review': '审核信息',
  'merchantReview.section.changes': '变更内容',
  'merchantReview.section.merchant': '商户当前信息',
  'merchantReview.change.field': '字段',
  'merchantReview.change.from': '变更前',
  'merchantReview.change.to': '变更后',
};
