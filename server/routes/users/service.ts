import { and, eq } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { ChangeReview, SystemUser, WithPendingReview } from '#core/types';
import { hashPassword } from '../../auth/password.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { loginAttempts, organisations, users } from '../../db/schema/index.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { audited, isUniqueViolation } from '../../domain/decisions.ts';
import { maskPhone } from '../../domain/masking.ts';
import { pinyinOf } from '../../domain/search-keys.ts';
import { reindexRecord } from '../../domain/search-index.ts';
import { submitChangeReview } from '../../review/change-reviews.ts';
import { versionedChange } from '../../review/versioned.ts';
import { ADMIN_GRANT, adminGrantReview } from './admin-grant.ts';
import { select, toUser } from './queries.ts';
import { countLockedAddresses } from '../auth/throttle.ts';

type UserRow = typeof users.$inferSelect;

export async function getUser(db: Db, id: number): Promise<SystemUser> {
  const [row] = await select(db).where(eq(users.id, id));
  if (!row) throw new AppError(Code.NotFound);
  return toUser(row);
}

/** One user with the number of client addresses currently locked out of it (the drawer offers unlock). */
export async function getUserDetail(db: Db, id: number, now: Date): Promise<SystemUser> {
  const user = await getUser(db, id);
  return { ...user, lockedAddresses: await countLockedAddresses(db, user.username, now) };
}

const reindex = (db: Db, u: { id: number; username: string; name: string }) =>
  reindexRecord(db, {
    kind: 'user',
    key: String(u.id),
    title: u.name,
    subtitle: u.username,
    name: u.name,
    codes: [u.username],
  });

/** What the log keeps of a user: never the hash, phone masked. */
const logView = (u: UserRow) => ({
  username: u.username,
  name: u.name,
  phone: maskPhone(u.phone),
  email: u.email,
  role: u.role,
  orgId: u.orgId,
  status: u.status,
});

async function assertOrg(db: Db, orgId: number): Promise<void> {
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  if (!org) throw new AppError(Code.NotFound, { fields: { orgId: 'not found' } });
}

export async function createUser(
  ctx: AuthedCtx,
  body: {
    username: string;
    name: string;
    phone: string;
    email: string;
    role: 'admin' | 'user';
    orgId: number;
    password: string;
  },
): Promise<SystemUser & WithPendingReview> {
  return audited(ctx, { module: 'users', action: 'create', target: body.username }, async () => {
    const passwordHash = await hashPassword(body.password);
    let pendingReview: ChangeReview | null = null;
    const id = await ctx.db
      .transaction(async (tx) => {
        await assertOrg(tx, body.orgId);
        const now = ctx.clock.now();
        const { password: _password, ...fields } = body;
        const [row] = await tx
          .insert(users)
          .values({
            ...fields,
            // The admin role waits for a second admin's approval; until then the user is a user.
            role: 'user',
            passwordHash,
            searchPinyin: pinyinOf(body.name),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await reindex(tx, row);
        await ctx.audit(
          {
            module: 'users',
            action: 'create',
            target: row.username,
            result: 'success',
            detail: { after: logView(row) },
          },
          tx,
        );
        if (body.role === 'admin') pendingReview = await grantAdmin(tx, ctx, row);
        return row.id;
      })
      .catch((e: unknown) => {
        if (isUniqueViolation(e))
          throw new AppError(Code.Duplicate, { fields: { username: 'duplicate' } });
        throw e;
      });
    return { ...(await getUser(ctx.db, id)), pendingReview };
  });
}

const grantAdmin = (tx: Db, ctx: AuthedCtx, user: UserRow) =>
  submitChangeReview(tx, ctx, adminGrantReview, { id: user.id, label: user.username }, ADMIN_GRANT);

/**
 * A versioned change of one user row: checks the version and the allowed current statuses, applies
 * `set`, writes the log row with before/after, all in one transaction.
 */
async function changeUser(
  ctx: AuthedCtx,
  id: number,
  version: number,
  action: string,
  allowedFrom: readonly UserRow['status'][] | null,
  set: (
    before: UserRow,
    tx: Db,
  ) => Promise<Partial<typeof users.$inferInsert>> | Partial<typeof users.$inferInsert>,
): Promise<SystemUser> {
  let changes: Partial<typeof users.$inferInsert> = {};
  await versionedChange<UserRow>(ctx, {
    module: 'users',
    action,
    label: String(id),
    table: users,
    where: eq(users.id, id),
    version,
    from: allowedFrom,
    set: async (before, tx) => (changes = await set(before, tx)),
    after: async (tx, _before, row) => {
      if (changes.name !== undefined) await reindex(tx, row);
    },
    target: (row) => row.username,
    detail: (before, row) => ({ before: logView(before), after: logView(row) }),
  });
  return getUser(ctx.db, id);
}

/** Edits a user; a promotion to admin is filed for a second admin's approval (`pendingReview`). */
export async function updateUser(
  ctx: AuthedCtx,
  id: number,
  body: {
    version: number;
    name?: string;
    phone?: string;
    email?: string;
    role?: 'admin' | 'user';
    orgId?: number;
  },
): Promise<SystemUser & WithPendingReview> {
  const { version, ...changes } = body;
  let pendingReview: ChangeReview | null = null;
  const user = await changeUser(ctx, id, version, 'update', null, async (before, tx) => {
    if (changes.orgId) await assertOrg(tx, changes.orgId);
    const { role, ...direct } = changes;
    if (role === 'admin' && before.role !== 'admin')
      pendingReview = await grantAdmin(tx, ctx, before);
    const set = role === 'admin' ? direct : changes;
    return set.name ? { ...set, searchPinyin: pinyinOf(set.name) } : set;
  });
  return { ...user, pendingReview };
}

/** Disables a user and ends every session they have; enabling again does not revive them. */
export function disableUser(ctx: AuthedCtx, id: number, version: number) {
  if (id === ctx.user.id)
    throw new AppError(Code.BusinessRule, { data: { reason: 'cannot-disable-self' } });
  return changeUser(ctx, id, version, 'disable', ['active', 'locked'], async (_before, tx) => {
    await revokeUserSessions(tx, id, ctx.clock.now());
    return { status: 'disabled', lockedUntil: null };
  });
}

export function enableUser(ctx: AuthedCtx, id: number, version: number) {
  return changeUser(ctx, id, version, 'enable', ['disabled'], () => ({ status: 'active' }));
}

/**
 * Lifts a lock before it expires — the account's own lock or the per-address locks that failed
 * sign-ins set — and forgets the failed attempts from every address. Refused (422101) when
 * nothing is locked, or the user is disabled.
 */
export function unlockUser(ctx: AuthedCtx, id: number, version: number) {
  return changeUser(ctx, id, version, 'unlock', ['locked', 'active'], async (before, tx) => {
    if (
      before.status !== 'locked' &&
      (await countLockedAddresses(tx, before.username, ctx.clock.now())) === 0
    )
      throw new AppError(Code.InvalidTransition);
    await tx
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.username, before.username), eq(loginAttempts.success, false)));
    return { status: 'active', lockedUntil: null };
  });
}

/** Sets a new password and signs the user out everywhere. */
export async function resetPassword(ctx: AuthedCtx, id: number, version: number, password: string) {
  const passwordHash = await hashPassword(password);
  return changeUser(ctx, id, version, 'reset_password', null, async (_before, tx) => {
    await revokeUserSessions(tx, id, ctx.clock.now());
    return { passwordHash };
  });
}
