/** Organisations (the structure tree and its money routing), institutions and change reviews. */
import { z } from 'zod';
import { INSTITUTION_STATUSES, ORG_STATUSES } from '../enums/index.ts';
import { basisPoints, fen, id, isoTime, reviewStateShape, version } from './common.ts';

export const orgKindSchema = z.enum(['platform', 'branch', 'partner', 'agent']);
export const orgStatusSchema = z.enum(ORG_STATUSES);

export const organisationSchema = z.strictObject({
  id,
  parentId: id.nullable(),
  code: z.string(),
  name: z.string(),
  kind: orgKindSchema,
  settlementTarget: z.boolean(),
  /** Share of the parent's income, basis points. */
  shareBp: basisPoints,
  /** Masked in lists. */
  bankAccount: z.string(),
  status: orgStatusSchema,
  version,
  createdAt: isoTime,
  updatedAt: isoTime,
});

/** One node of the tree: the organisation, its children and how many users belong to it. */
export interface OrgTreeNode extends z.output<typeof organisationSchema> {
  children: OrgTreeNode[];
  userCount: number;
}

export const orgTreeNodeSchema: z.ZodType<OrgTreeNode> = organisationSchema
  .extend({
    get children() {
      return z.array(orgTreeNodeSchema);
    },
    userCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'OrgTreeNode' });

const splitPartSchema = z.strictObject({
  orgId: id,
  name: z.string(),
  shareBp: basisPoints,
  amountFen: fen,
  /** True for the parent's retained share (10000 − sum of children). */
  retained: z.boolean(),
});

export const splitPreviewSchema = z.strictObject({
  orgId: id,
  grossFen: fen,
  parts: z.array(splitPartSchema),
});

export const institutionStatusSchema = z.enum(INSTITUTION_STATUSES);

export const institutionSchema = z.strictObject({
  id,
  name: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  contactName: z.string(),
  /** Masked in lists. */
  contactPhone: z.string(),
  address: z.string(),
  orgId: id,
  orgName: z.string(),
  status: institutionStatusSchema,
  version,
  createdAt: isoTime,
  updatedAt: isoTime,
});

/** The kinds of change that wait for a second person: money routing of an org, an admin grant. */
export const changeReviewKindSchema = z.enum(['org_routing', 'admin_grant']);
export const changeValueSchema = z.union([z.string(), z.number(), z.boolean()]);

/** A pending or decided change review (bank accounts masked in `changes`). */
export const changeReviewSchema = z.strictObject({
  ...reviewStateShape,
  id,
  kind: changeReviewKindSchema,
  /** The organisation's or the user's id. */
  subjectId: id,
  /** The organisation's code or the username. */
  subjectLabel: z.string(),
  changes: z.record(z.string(), z.strictObject({ from: changeValueSchema, to: changeValueSchema })),
});

/** The answer of a change that applies only some fields at once: what waits for review. */
export const withPendingReviewShape = {
  /** The review created by this change, or null when nothing waits. */
  pendingReview: changeReviewSchema.nullable(),
};

export const organisationWithReviewSchema = organisationSchema.extend(withPendingReviewShape);
