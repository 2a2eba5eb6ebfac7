/** The merchant review queue (bzjCheckMerchantList) (en-US). */
export const merchantReview = {
  'merchantReview.section.review': 'Review',
  'merchantReview.section.changes': 'Changes',
  'merchantReview.section.merchant': 'Merchant now',
} as const;
