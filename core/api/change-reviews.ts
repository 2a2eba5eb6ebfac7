import type { ChangeReview, DecisionStatus, Id, ListQuery, Page } from '../types/index.ts';
import type { ApiClient, CallInit } from './client.ts';
import type { BatchDecisionInput, BatchDecisionResult } from './decisions.ts';
import { segment } from './url.ts';

/**
 * The change-review queues (admin only): `orgs` holds money-routing changes of organisations (bank
 * account, share, settlement target), `users` admin-role grants. Same shape as the merchant reviews.
 */
export type ChangeReviewQueue = 'orgs' | 'users';

export interface ChangeReviewQuery extends ListQuery {
  status?: DecisionStatus;
}

export function listChangeReviews(
  client: ApiClient,
  queue: ChangeReviewQueue,
  query: ChangeReviewQuery = {},
  init?: CallInit,
): Promise<Page<ChangeReview>> {
  return client.get(`/${queue}/reviews`, { ...query }, init);
}

export function approveChangeReview(
  client: ApiClient,
  queue: ChangeReviewQueue,
  id: Id,
  version: number,
): Promise<ChangeReview> {
  return client.post(`/${queue}/reviews/${segment(id)}/approve`, { version });
}

export function rejectChangeReview(
  client: ApiClient,
  queue: ChangeReviewQueue,
  id: Id,
  version: number,
  reason: string,
): Promise<ChangeReview> {
  return client.post(`/${queue}/reviews/${segment(id)}/reject`, { version, reason });
}

export function decideChangeReviews(
  client: ApiClient,
  queue: ChangeReviewQueue,
  input: BatchDecisionInput,
): Promise<BatchDecisionResult> {
  return client.post(`/${queue}/reviews/decide`, input);
}
