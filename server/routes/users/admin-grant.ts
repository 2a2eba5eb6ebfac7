import { and, eq, sql } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import { users } from '../../db/schema/index.ts';
import { changeReviewFlow, type ChangeReviewSpec } from '../../review/change-reviews.ts';
import { decider } from '../../review/workflow.ts';

/**
 * Granting the admin role (on create or by promotion) waits for a second admin: the maker cannot
 * approve it, and the log keeps who granted ('submit_admin_grant') and who approved ('approve').
 */
export const adminGrantReview: ChangeReviewSpec = {
  kind: 'admin_grant',
  module: 'users',
  route: 'UserMmanage',
  queue: 'AdminGrantList',
};

export const ADMIN_GRANT = { role: { from: 'user', to: 'admin' } };

type UserRow = typeof users.$inferSelect;

export const adminGrantFlow = changeReviewFlow<{ user: UserRow }>(adminGrantReview, {
  async subject(tx, row) {
    const [user] = await tx.select().from(users).where(eq(users.id, row.subjectId));
    if (!user) throw new AppError(Code.NotFound);
    return { user, target: user.username };
  },
  async approve(tx, _ctx, _row, { user }, now) {
    const [after] = await tx
      .update(users)
      .set({ role: 'admin', version: sql`${users.version} + 1`, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.version, user.version)))
      .returning();
    if (!after) throw new AppError(Code.VersionConflict);
    return { before: { role: user.role }, after: { role: after.role } };
  },
});

/** Approves or rejects one admin-role grant. */
export const decideAdminGrant = decider(adminGrantFlow);
