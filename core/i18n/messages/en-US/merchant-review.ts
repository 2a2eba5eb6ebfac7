/** The merchant review queue (bzjCheckMerchantList) (en-US). */
export const merchantReview = {
  'merchantReview.section.review': 'Review',
  'merchantReview.section.changes': 'Changes',
  'merchantReview.section.merchant': 'Merchant now',
  'merchantReview.change.field': 'Field',
  'merchantReview.change.from': 'From',
  'merchantReview.change.to': 'To',
} as const;
