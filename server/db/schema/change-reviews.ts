import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A value of a reviewed field: a bank account, a share in bp, a flag, a role. */
export type ChangeValue = string | number | boolean;

/**
 * Maker–checker reviews of changes that do not apply until a second person approves them: where an
 * organisation's money goes (`org_routing`: bank account, share, settlement target) and admin-role
 * grants (`admin_grant`). One pending review per subject of a kind.
 */
export const changeReviews = pgTable(
  'change_reviews',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull().$type<'org_routing' | 'admin_grant'>(),
    /** The organisation's or the user's id. */
    subjectId: integer('subject_id').notNull(),
    /** The organisation's code or the username, for lists and logs. */
    subjectLabel: text('subject_label').notNull(),
    /** field → { from, to } in clear; masked when sent. */
    changes: jsonb('changes')
      .notNull()
      .$type<Record<string, { from: ChangeValue; to: ChangeValue }>>(),
    status: text('status')
      .notNull()
      .default('pending')
      .$type<'pending' | 'approved' | 'rejected'>(),
    submittedById: integer('submitted_by_id').notNull(),
    submittedBy: text('submitted_by').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedById: integer('decided_by_id'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    reason: text('reason'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('change_reviews_one_pending_idx')
      .on(t.kind, t.subjectId)
      .where(sql`status = 'pending'`),
    index('change_reviews_kind_status_idx').on(t.kind, t.status, t.submittedAt),
  ],
);
