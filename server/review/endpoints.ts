import type { z } from 'zod';
import type { RouteName } from '#core/access';
import { batchDecisionResultSchema, changeReviewSchema, listOf } from '#core/schemas';
import type { ChangeReviewKind } from '#core/types';
import { changeReviewListQuerySchema } from '#core/validate';
import { endpoint, type Endpoint } from '../http/endpoint.ts';
import type { Role } from '../http/context.ts';
import {
  batchDecisionBody,
  cursorAware,
  decideBody,
  idParams,
  rejectBody,
} from '../domain/common-inputs.ts';
import { decideBatch } from '../domain/decisions.ts';
import type { AuthedCtx } from '../http/context.ts';
import { changeReviewSource } from './change-reviews.ts';
import { listFrom } from '../list/source.ts';

type DecideOne = (
  ctx: AuthedCtx,
  id: number,
  decision: 'approve' | 'reject',
  version: number,
  reason?: string,
) => Promise<unknown>;

/**
 * The three decision endpoints of a review queue, the same for every kind of review:
 * `POST <base>/decide` (batch), `POST <base>/:id/approve` `{ version, reason? }` and
 * `POST <base>/:id/reject` `{ version, reason }`.
 */
export function decisionEndpoints(spec: {
  base: string;
  menu: RouteName;
  roles?: readonly Role[];
  noun: string;
  decide: DecideOne;
  /** The decided item's response schema (core/schemas): what approve and reject answer. */
  item: z.ZodType;
}): Endpoint[] {
  const { base, menu, roles, noun, decide, item } = spec;
  return [
    endpoint({
      method: 'POST',
      path: `${base}/decide`,
      menu,
      roles,
      summary: `Approve or reject several ${noun}s`,
      body: batchDecisionBody,
      response: batchDecisionResultSchema,
      handler: ({ body }, ctx) => decideBatch(ctx, body, decide),
    }),
    endpoint({
      method: 'POST',
      path: `${base}/:id/approve`,
      menu,
      roles,
      summary: `Approve a ${noun} (applies its effect)`,
      params: idParams,
      body: decideBody,
      response: item,
      handler: ({ params, body }, ctx) =>
        decide(ctx, params.id, 'approve', body.version, body.reason),
    }),
    endpoint({
      method: 'POST',
      path: `${base}/:id/reject`,
      menu,
      roles,
      summary: `Reject a ${noun} (reason required)`,
      params: idParams,
      body: rejectBody,
      response: item,
      handler: ({ params, body }, ctx) =>
        decide(ctx, params.id, 'reject', body.version, body.reason),
    }),
  ];
}

const changeReviewListQuery = cursorAware(changeReviewListQuerySchema);

/** Who may list and decide the change-review queues (and see their pending counts). */
export const CHANGE_REVIEW_ROLES: readonly Role[] = ['admin'];

/**
 * A change-review queue, admin only: `GET <base>` (the list, same query as the merchant reviews:
 * status, q, sort, page/pageSize or cursor/limit) and the three decision endpoints.
 */
export function changeReviewEndpoints(spec: {
  base: string;
  menu: RouteName;
  kind: ChangeReviewKind;
  noun: string;
  decide: DecideOne;
}): Endpoint[] {
  const roles = CHANGE_REVIEW_ROLES;
  return [
    endpoint({
      method: 'GET',
      path: spec.base,
      menu: spec.menu,
      roles,
      summary: `List ${spec.noun}s`,
      query: changeReviewListQuery,
      response: listOf(changeReviewSchema),
      handler: ({ query }, ctx) => listFrom(ctx, changeReviewSource(spec.kind), query),
    }),
    ...decisionEndpoints({ ...spec, roles, item: changeReviewSchema }),
  ];
}
