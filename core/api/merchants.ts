import type { z } from 'zod';
import type { revealedFieldSchema } from '../schemas/index.ts';
import type {
  DecisionStatus,
  Id,
  ListQuery,
  Merchant,
  MerchantReview,
  MerchantReviewKind,
  MerchantStatus,
  Page,
  RevealableField,
} from '../types/index.ts';
import type { MerchantOnboardBody } from '../validate/index.ts';
import type { ApiClient, CallInit } from './client.ts';
import { reviewQueueCalls } from './decisions.ts';
import { segment } from './url.ts';

export interface MerchantQuery extends ListQuery {
  status?: MerchantStatus;
  institutionId?: Id;
}

export type MerchantInput = MerchantOnboardBody;

export type MerchantChange = { version: number } & Partial<Omit<MerchantInput, 'institutionId'>>;

export interface MerchantReviewQuery extends ListQuery {
  status?: DecisionStatus;
  kind?: MerchantReviewKind;
}

export type RevealedField = z.output<typeof revealedFieldSchema>;

export function listMerchants(
  client: ApiClient,
  query: MerchantQuery = {},
  init?: CallInit,
): Promise<Page<Merchant>> {
  return client.get('/merchants', { ...query }, init);
}

export function getMerchant(
  client: ApiClient,
  merchantNo: string,
  init?: CallInit,
): Promise<Merchant> {
  return client.get(`/merchants/${segment(merchantNo)}`, undefined, init);
}

/** Onboards a merchant: it starts pending_review with an onboard review. */
export function createMerchant(client: ApiClient, input: MerchantInput): Promise<Merchant> {
  return client.post('/merchants', input);
}

/** Submits changed fields for review; the merchant changes only when the review is approved. */
export function submitMerchantChange(
  client: ApiClient,
  merchantNo: string,
  change: MerchantChange,
): Promise<MerchantReview> {
  return client.post(`/merchants/${segment(merchantNo)}/changes`, change);
}

export function setMerchantEnabled(
  client: ApiClient,
  merchantNo: string,
  enabled: boolean,
  version: number,
): Promise<Merchant> {
  return client.post(`/merchants/${segment(merchantNo)}/${enabled ? 'enable' : 'disable'}`, {
    version,
  });
}

/** Reveals one masked field of one merchant (admin only; the server writes it to the system log). */
export function revealMerchantField(
  client: ApiClient,
  merchantNo: string,
  field: RevealableField,
): Promise<RevealedField> {
  return client.post(`/merchants/${segment(merchantNo)}/reveal`, { field });
}

const reviews = reviewQueueCalls<MerchantReview, MerchantReviewQuery>('/merchants/reviews');

export const listMerchantReviews = reviews.list;
/** Cursor mode of the queue (CLI, exports): pass '' as the first cursor. */
export const listMerchantReviewsCursor = reviews.listCursor;
/** The current version of each of the ids that is pending (a decision needs it). */
export const pendingMerchantReviewVersions = reviews.pendingVersions;
/** Approves or rejects one at the version read by pendingMerchantReviewVersions. */
export const decideMerchantReview = reviews.decideOne;
export const approveMerchantReview = reviews.approve;
export const rejectMerchantReview = reviews.reject;
export const decideMerchantReviews = reviews.decide;
