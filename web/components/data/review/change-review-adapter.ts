import {
  approveChangeReview,
  decideChangeReviews,
  rejectChangeReview,
  type ChangeReviewQueue,
} from '#core/api';
import type { ChangeReview } from '#core/types';
import type { ReviewAdapter } from './use-review-queue.tsx';

/**
 * How a change-review queue (org money routing, admin grants) decides through core's client: a
 * review is known by its subject (org code, username) and decided at the version read.
 */
export function changeReviewAdapter(
  queue: ChangeReviewQueue,
  describe: (r: ChangeReview) => string,
): ReviewAdapter<ChangeReview> {
  return {
    key: (r) => String(r.id),
    id: (r) => r.id,
    version: (r) => r.version,
    number: (r) => r.subjectLabel,
    describe,
    isPending: (r) => r.status === 'pending',
    approve: (api, r) => approveChangeReview(api, queue, r.id, r.version),
    reject: (api, r, reason) => rejectChangeReview(api, queue, r.id, r.version, reason),
    decide: (api, input) => decideChangeReviews(api, queue, input),
  };
}
