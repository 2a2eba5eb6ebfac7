import { updateVersioned } from '../../review/versioned.ts';
import { organisations } from '../../db/schema/index.ts';
import {
  changeReviewFlow,
  type ChangeReviewSpec,
  type Changes,
} from '../../review/change-reviews.ts';
import { decider } from '../../review/workflow.ts';
import { checkShares } from './checks.ts';
import { findOrg, toOrg, type OrgRow } from './queries.ts';

/** The fields that decide where an organisation's money goes: they change only through review. */
const ROUTING_FIELDS = ['bankAccount', 'shareBp', 'settlementTarget'] as const;
type RoutingField = (typeof ROUTING_FIELDS)[number];

export const orgRoutingReview: ChangeReviewSpec = {
  kind: 'org_routing',
  module: 'orgs',
  route: 'StructureList',
  queue: 'OrgReviewList',
};

/** The routing fields a change sets to a new value, as { from, to } (empty: nothing to review). */
export function routingChanges(
  before: OrgRow,
  changes: Partial<Pick<OrgRow, RoutingField>>,
): Changes {
  const out: Changes = {};
  for (const field of ROUTING_FIELDS) {
    const to = changes[field];
    if (to !== undefined && to !== before[field]) out[field] = { from: before[field], to };
  }
  return out;
}

/**
 * Money-routing reviews of organisations: approval re-checks the shares under the parent with the
 * new values (siblings may have moved since) and applies the fields.
 */
const orgRoutingFlow = changeReviewFlow<{ org: OrgRow }>(orgRoutingReview, {
  async subject(tx, row) {
    const org = await findOrg(tx, row.subjectId);
    return { org, target: org.code };
  },
  async approve(tx, _ctx, row, { org }, now) {
    const set = Object.fromEntries(
      Object.entries(row.changes).map(([field, c]) => [field, c.to]),
    ) as Partial<Pick<OrgRow, RoutingField>>;
    const next = { ...org, ...set };
    await checkShares(tx, next.parentId, next.shareBp, next.settlementTarget, org.id);
    const after = await updateVersioned(tx, organisations, org, set, now);
    return { before: toOrg(org), after: toOrg(after) };
  },
});

/** Approves or rejects one money-routing review. */
export const decideOrgRouting = decider(orgRoutingFlow);
