import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { reviewColumns } from './review-columns.ts';

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
    ...reviewColumns(),
  },
  (t) => [
    uniqueIndex('change_reviews_one_pending_idx')
      .on(t.kind, t.subjectId)
      .where(sql`status = 'pending'`),
    index('change_reviews_kind_status_idx').on(t.kind, t.status, t.submittedAt),
  ],
);
