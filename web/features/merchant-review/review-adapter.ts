import { approveMerchantReview, decideMerchantReviews, rejectMerchantReview } from '#core/api';
import type { MerchantReview } from '#core/types';
import type { ReviewAdapter } from '../../components/data/review/use-review-queue.tsx';

/** How the merchant review queue decides reviews through core's client. */
export function merchantReviewAdapter(
  describe: (r: MerchantReview) => string,
): ReviewAdapter<MerchantReview> {
  return {
    key: (r) => String(r.id),
    id: (r) => r.id,
    version: (r) => r.version,
    number: (r) => r.merchantNo,
    describe,
    isPending: (r) => r.status === 'pending',
    approve: (api, r) => approveMerchantReview(api, r.id, r.version),
    reject: (api, r, reason) => rejectMerchantReview(api, r.id, r.version, reason),
    decide: (api, input) => decideMerchantReviews(api, input),
  };
}
