import type { merchantReview as en } from '../en-US/merchant-review.ts';

export const merchantReview: Record<keyof typeof en, string> = {
  'merchantReview.section.review': '审核信息',
  'merchantReview.section.changes': '变更内容',
  'merchantReview.section.merchant': '商户当前信息',
};
