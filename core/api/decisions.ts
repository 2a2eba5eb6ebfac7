import type { z } from 'zod';
import type { batchDecisionResultSchema } from '../schemas/index.ts';
import type { Id, ListQuery, Page } from '../types/index.ts';
import type { BatchDecisionBody } from '../validate/index.ts';
import type { ApiClient, CallInit } from './client.ts';
import { segment } from './url.ts';

/** One record in a batch decision: its id and the version the reviewer read. */
export type BatchDecisionInput = BatchDecisionBody;

/** Per item: ok, or the catalogue code and message of why it was refused. */
export type BatchDecisionResult = z.output<typeof batchDecisionResultSchema>;

/**
 * The calls of one review queue at `base` (deposit requests, merchant reviews): list it, approve or
 * reject one review at the version read (a rejection needs its reason), decide many at once.
 */
export function reviewQueueCalls<Review, Query extends ListQuery>(base: string) {
  return {
    list: (client: ApiClient, query: Query = {} as Query, init?: CallInit): Promise<Page<Review>> =>
      client.get(base, { ...(query as ListQuery) }, init),
    approve: (client: ApiClient, id: Id, version: number): Promise<Review> =>
      client.post(`${base}/${segment(id)}/approve`, { version }),
    reject: (client: ApiClient, id: Id, version: number, reason: string): Promise<Review> =>
      client.post(`${base}/${segment(id)}/reject`, { version, reason }),
    decide: (client: ApiClient, input: BatchDecisionInput): Promise<BatchDecisionResult> =>
      client.post(`${base}/decide`, input),
  };
}
