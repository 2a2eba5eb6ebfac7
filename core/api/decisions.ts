import type { z } from 'zod';
import type { batchDecisionResultSchema } from '../schemas/index.ts';
import type { CursorPage, Id, ListQuery, Page } from '../types/index.ts';
import type { BatchDecisionBody } from '../validate/index.ts';
import type { ApiClient, CallInit } from './client.ts';
import { cursorItems } from './cursor.ts';
import { segment } from './url.ts';

/** One record in a batch decision: its id and the version the reviewer read. */
export type BatchDecisionInput = BatchDecisionBody;

/** Per item: ok, or the catalogue code and message of why it was refused. */
export type BatchDecisionResult = z.output<typeof batchDecisionResultSchema>;

/**
 * The version sent for a review that is not pending. The server refuses such a claim as unknown
 * (404100) or decided already in that order, before it compares versions (server/review/workflow.ts
 * `refusal`), so any valid version gets its own words; 1 is the first one a review has.
 */
const NOT_PENDING_VERSION = 1;

/**
 * The calls of one review queue at `base` (deposit requests, merchant reviews): list it (page or
 * cursor mode), approve or reject one review at the version read (a rejection needs its reason),
 * decide many at once.
 */
export function reviewQueueCalls<
  Review extends { id: number; version: number },
  Query extends ListQuery,
>(base: string) {
  const listCursor = (
    client: ApiClient,
    query: Query & { cursor: string },
    init?: CallInit,
  ): Promise<CursorPage<Review>> => {
    const { page: _page, pageSize: _pageSize, ...cursorQuery } = query as ListQuery;
    return client.get(base, cursorQuery, init);
  };
  const approve = (client: ApiClient, id: Id, version: number): Promise<Review> =>
    client.post(`${base}/${segment(id)}/approve`, { version });
  const reject = (client: ApiClient, id: Id, version: number, reason: string): Promise<Review> =>
    client.post(`${base}/${segment(id)}/reject`, { version, reason });
  return {
    list: (client: ApiClient, query: Query = {} as Query, init?: CallInit): Promise<Page<Review>> =>
      client.get(base, { ...(query as ListQuery) }, init),
    listCursor,
    /**
     * The current version of each of `ids` that is pending, read from the pending queue page by
     * page until every one is found (or the queue ends).
     */
    async pendingVersions(client: ApiClient, ids: readonly Id[]): Promise<Map<number, number>> {
      const wanted = new Set(ids.map(Number));
      const versions = new Map<number, number>();
      if (wanted.size === 0) return versions;
      const pages = (request: { cursor: string; limit?: number }) =>
        listCursor(client, { status: 'pending', ...request } as unknown as Query & {
          cursor: string;
        });
      for await (const review of cursorItems(pages)) {
        if (!wanted.has(review.id)) continue;
        versions.set(review.id, review.version);
        if (versions.size === wanted.size) break;
      }
      return versions;
    },
    /**
     * Approves or rejects one review at the version in `versions` (pendingVersions); a review not
     * there is sent anyway, so the server says in its own words why it cannot be decided.
     */
    decideOne(
      client: ApiClient,
      id: Id,
      versions: ReadonlyMap<number, number>,
      decision: { action: 'approve' } | { action: 'reject'; reason: string },
    ): Promise<Review> {
      const version = versions.get(Number(id)) ?? NOT_PENDING_VERSION;
      return decision.action === 'approve'
        ? approve(client, id, version)
        : reject(client, id, version, decision.reason);
    },
    approve,
    reject,
    decide: (client: ApiClient, input: BatchDecisionInput): Promise<BatchDecisionResult> =>
      client.post(`${base}/decide`, input),
  };
}
