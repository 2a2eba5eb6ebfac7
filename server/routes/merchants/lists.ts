import { and, count, eq } from 'drizzle-orm';
import type { Merchant, MerchantReview } from '#core/types';
import type { Db } from '../../db/client.ts';
import { merchantReviews, merchants } from '../../db/schema/index.ts';
import { listInMode } from '../../domain/list-export.ts';
import {
  afterCursor,
  orderOf,
  parseSort,
  type CursorKey,
  type SortChoice,
} from '../../domain/paging.ts';
import type { MerchantListQuery, ReviewListQuery } from './inputs.ts';
import {
  merchantFilters,
  reviewFilters,
  selectMerchants,
  selectReviews,
  toMerchant,
  toReview,
} from './queries.ts';

const MERCHANT_SORTS = {
  merchantNo: merchants.merchantNo,
  name: merchants.name,
  createdAt: merchants.createdAt,
};
const REVIEW_SORTS = { submittedAt: merchantReviews.submittedAt };
export const merchantSort = (sort?: string): SortChoice =>
  parseSort(sort, MERCHANT_SORTS, '-createdAt');
export const reviewSort = (sort?: string): SortChoice =>
  parseSort(sort, REVIEW_SORTS, '-submittedAt');
export const merchantValue = (c: SortChoice) => (m: Merchant) =>
  m[c.field as 'merchantNo' | 'name' | 'createdAt'];
export const reviewValue = () => (r: MerchantReview) => r.submittedAt;

export function fetchMerchantsAfter(db: Db, q: MerchantListQuery, choice: SortChoice) {
  return async (after: CursorKey | null, limit: number) =>
    (
      await selectMerchants(db)
        .where(
          and(merchantFilters(q), after ? afterCursor(choice, merchants.id, after) : undefined),
        )
        .orderBy(...orderOf(choice, merchants.id))
        .limit(limit)
    ).map(toMerchant);
}

export function fetchReviewsAfter(db: Db, q: ReviewListQuery, choice: SortChoice) {
  return async (after: CursorKey | null, limit: number) =>
    (
      await selectReviews(db)
        .where(
          and(reviewFilters(q), after ? afterCursor(choice, merchantReviews.id, after) : undefined),
        )
        .orderBy(...orderOf(choice, merchantReviews.id))
        .limit(limit)
    ).map(toReview);
}

export async function listMerchants(db: Db, q: MerchantListQuery) {
  const choice = merchantSort(q.sort);
  const where = merchantFilters(q);
  return listInMode(
    q,
    choice,
    merchantValue(choice),
    async (limit, offset) =>
      (
        await selectMerchants(db)
          .where(where)
          .orderBy(...orderOf(choice, merchants.id))
          .limit(limit)
          .offset(offset)
      ).map(toMerchant),
    async () => (await db.select({ n: count() }).from(merchants).where(where))[0].n,
    fetchMerchantsAfter(db, q, choice),
  );
}

export async function listReviews(db: Db, q: ReviewListQuery) {
  const choice = reviewSort(q.sort);
  const where = reviewFilters(q);
  return listInMode(
    q,
    choice,
    reviewValue(),
    async (limit, offset) =>
      (
        await selectReviews(db)
          .where(where)
          .orderBy(...orderOf(choice, merchantReviews.id))
          .limit(limit)
          .offset(offset)
      ).map(toReview),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(merchantReviews)
          .innerJoin(merchants, eq(merchants.id, merchantReviews.merchantId))
          .where(where)
      )[0].n,
    fetchReviewsAfter(db, q, choice),
  );
}
