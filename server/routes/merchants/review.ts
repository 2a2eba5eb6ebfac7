import { eq } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import { updateVersioned } from '../../review/versioned.ts';
import type { MerchantReview } from '#core/types';
import type { Db } from '../../db/client.ts';
import { merchantReviews, merchants } from '../../db/schema/index.ts';
import { reindexRecord } from '../../domain/search-index.ts';
import { decider, type ReviewFlow } from '../../review/workflow.ts';
import { maskChanges, selectReviews, toReview } from './queries.ts';

type ReviewRow = typeof merchantReviews.$inferSelect;
type MerchantRow = typeof merchants.$inferSelect;

export const reindexMerchant = (
  db: Db,
  m: { merchantNo: string; name: string; creditCode: string },
) =>
  reindexRecord(db, {
    kind: 'merchant',
    key: m.merchantNo,
    title: m.name,
    subtitle: m.merchantNo,
    name: m.name,
    codes: [m.merchantNo, m.creditCode],
  });

export async function getReview(db: Db, id: number): Promise<MerchantReview> {
  const [row] = await selectReviews(db).where(eq(merchantReviews.id, id));
  if (!row) throw new AppError(Code.NotFound);
  return toReview(row);
}

/** Merchant reviews in the review workflow: onboarding sets the status, a change its fields. */
const merchantReviewFlow: ReviewFlow<ReviewRow, { merchant: MerchantRow }, MerchantReview> = {
  module: 'merchants',
  idKey: 'reviewId',
  todoRoute: 'BzjCheckMerchantList',
  table: merchantReviews,
  async subject(tx, review) {
    const [merchant] = await tx.select().from(merchants).where(eq(merchants.id, review.merchantId));
    return { merchant, target: merchant.merchantNo };
  },
  async apply(tx, _ctx, review, { merchant: before }, status, now) {
    let set: Partial<typeof merchants.$inferInsert> | null = null;
    if (review.kind === 'onboard') {
      if (before.status !== 'pending_review') throw new AppError(Code.InvalidTransition);
      set = { status };
    } else if (status === 'approved') {
      set = Object.fromEntries(Object.entries(review.changes).map(([field, c]) => [field, c.to]));
    }
    if (set) {
      const after = await updateVersioned(tx, merchants, before, set, now);
      await reindexMerchant(tx, after);
    }
    return {
      kind: review.kind,
      changes: maskChanges(review.changes),
      before: { status: before.status },
      after: set?.status ? { status: set.status } : undefined,
    };
  },
  notice: (_ctx, review, { merchant }) => ({
    template: 'merchant.decided',
    params: { kind: `kind.${review.kind}`, merchantName: merchant.name },
    link: { route: 'BzjMerchantList', key: merchant.merchantNo },
  }),
  view: getReview,
};

/** Approves or rejects one merchant review (claim, effect, log and notice in one transaction). */
export const decideMerchantReview = decider(merchantReviewFlow);
