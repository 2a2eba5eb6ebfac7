import { eq } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { ChangeReview, SystemUser, WithPendingReview } from '#core/types';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { audited } from '../../domain/decisions.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { submitChangeReview, type Changes } from '../../review/change-reviews.ts';
import { readVersioned } from '../../review/versioned.ts';
import { adminGrantReview, countAdmins } from './admin-grant.ts';
import { getUser } from './queries.ts';

type UserRow = typeof users.$inferSelect;

/** Maker, checker and subject are three different administrators. */
const ADMINS_FOR_REVIEW = 3;

/**
 * Files a change to an administrator's phone, password, role or standing for review, inside the
 * caller's transaction. An admin changes their own phone and password in their settings (which
 * re-check them), never here; with fewer than three administrators nobody can check the change,
 * so it is refused and the host's `npm run admin -- reset` is the way out.
 */
export async function fileAdminChange(
  tx: Db,
  ctx: AuthedCtx,
  subject: UserRow,
  changes: Changes,
): Promise<ChangeReview> {
  if (changes.role?.to === 'user' || changes.status?.to === 'disabled') {
    if ((await countAdmins(tx, subject.id)) === 0) throw new AppError(Code.LastAdmin);
  }
  if (subject.id === ctx.user.id)
    throw new AppError(Code.BusinessRule, { data: { reason: 'own-account-in-settings' } });
  if ((await countAdmins(tx)) < ADMINS_FOR_REVIEW) throw new AppError(Code.AdminReviewUnavailable);
  return submitChangeReview(
    tx,
    ctx,
    adminGrantReview,
    { id: subject.id, label: subject.username },
    changes,
  );
}

/**
 * An action on one user (disable, enable, unlock, reset password) that, when the user is an administrator,
 * is filed for review instead of applied; `direct` applies it to anyone else.
 */
export async function reviewedWhenAdmin(
  ctx: AuthedCtx,
  id: number,
  version: number,
  action: string,
  changesOf: (before: UserRow, tx: Db) => Changes | Promise<Changes>,
  direct: () => Promise<SystemUser>,
): Promise<SystemUser & WithPendingReview> {
  const [subject] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!subject) throw new AppError(Code.NotFound);
  if (subject.role !== 'admin') return { ...(await direct()), pendingReview: null };
  return audited(ctx, { module: 'users', action, target: subject.username }, async () => {
    const pendingReview = await ctx.db.transaction(async (tx) => {
      const before = await readVersioned<UserRow>(tx, users, eq(users.id, id), version);
      return fileAdminChange(tx, ctx, before, await changesOf(before, tx));
    });
    return { ...(await getUser(ctx.db, id)), pendingReview };
  });
}
