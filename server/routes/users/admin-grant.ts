import { and, eq, sql } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import { revokeUserApiTokens, revokeUserCredentials } from '../../auth/revoke-credentials.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { maskPhone } from '../../domain/masking.ts';
import {
  changeReviewFlow,
  type ChangeReviewSpec,
  type Changes,
} from '../../review/change-reviews.ts';
import { updateVersioned } from '../../review/versioned.ts';
import { decider } from '../../review/workflow.ts';
import { forgetFailedSignIns } from '../auth/throttle.ts';

/**
 * Changes that wait for a second admin: granting the admin role (on create or by promotion), and
 * every change another person makes to an administrator's phone, password, role or standing
 * (disable, enable, unlock). The
 * maker cannot approve it, nor can its subject; the log keeps who filed ('submit_admin_grant') and
 * who approved ('approve'). The kind keeps its first name so the console's queue shows them all.
 */
export const adminGrantReview: ChangeReviewSpec = {
  kind: 'admin_grant',
  module: 'users',
  route: 'UserMmanage',
  queue: 'AdminGrantList',
};

export const ADMIN_GRANT = { role: { from: 'user', to: 'admin' } };

type UserRow = typeof users.$inferSelect;
type UserSet = Partial<typeof users.$inferInsert>;

/** Administrators who can still sign in (a locked one will again), `except` one user. */
export async function countAdmins(db: Db, except = 0): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.role, 'admin'),
        sql`${users.status} <> 'disabled'`,
        sql`${users.id} <> ${except}`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The user-row update an approved change set makes; a field changed since filing is a conflict. */
function setOf(user: UserRow, changes: Changes): UserSet {
  const set: UserSet = {};
  const still = (field: 'role' | 'phone' | 'status') => {
    if (String(user[field]) !== String(changes[field].from))
      throw new AppError(Code.VersionConflict);
  };
  if (changes.role) {
    still('role');
    set.role = changes.role.to as UserRow['role'];
  }
  if (changes.phone) {
    still('phone');
    set.phone = String(changes.phone.to);
  }
  if (changes.status) {
    // A lock that ran out in between is no reason to refuse disabling.
    if (!(changes.status.to === 'disabled' && user.status !== 'disabled')) still('status');
    set.status = changes.status.to as UserRow['status'];
    set.lockedUntil = null;
  }
  if (changes.password) set.passwordHash = String(changes.password.to);
  return set;
}

const logView = (u: UserRow) => ({ role: u.role, phone: maskPhone(u.phone), status: u.status });

const adminGrantFlow = changeReviewFlow<{ user: UserRow }>(adminGrantReview, {
  async subject(tx, row) {
    const [user] = await tx.select().from(users).where(eq(users.id, row.subjectId));
    if (!user) throw new AppError(Code.NotFound);
    return { user, target: user.username };
  },
  checker(ctx, row) {
    if (row.subjectId === ctx.user.id) throw new AppError(Code.SubjectChecker);
  },
  async approve(tx, _ctx, row, { user }, now) {
    const set = setOf(user, row.changes);
    const demotes = set.role === 'user' || set.status === 'disabled';
    if (demotes && user.role === 'admin' && (await countAdmins(tx, user.id)) === 0)
      throw new AppError(Code.LastAdmin);
    const after = await updateVersioned(tx, users, user, set, now);
    // An approved unlock forgets the failed sign-ins from every address (the per-address locks).
    if (row.changes.lockedAddresses) await forgetFailedSignIns(tx, user.username);
    // A new password or a disable ends every session and API token of the subject; a new role ends
    // the tokens (a session reads the role on every request, a token minted for the old one must not).
    if (set.passwordHash || set.status === 'disabled')
      await revokeUserCredentials(tx, user.id, now);
    else if (set.role) await revokeUserApiTokens(tx, user.id, now);
    return { before: logView(user), after: logView(after) };
  },
});

/** Approves or rejects one admin change. */
export const decideAdminGrant = decider(adminGrantFlow);
