import { approveDepositRequest, decideDepositRequests, rejectDepositRequest } from '#core/api';
import type { DepositRequest } from '#core/types';
import type { ReviewAdapter } from '../../components/data/review/use-review-queue.tsx';

/** How the deposit review queue decides requests through core's client. */
export function depositReviewAdapter(
  describe: (r: DepositRequest) => string,
): ReviewAdapter<DepositRequest> {
  return {
    key: (r) => String(r.id),
    id: (r) => r.id,
    version: (r) => r.version,
    number: (r) => r.accountNo,
    describe,
    isPending: (r) => r.status === 'pending',
    approve: (api, r) => approveDepositRequest(api, r.id, r.version),
    reject: (api, r, reason) => rejectDepositRequest(api, r.id, r.version, reason),
    decide: (api, input) => decideDepositRequests(api, input),
  };
}
