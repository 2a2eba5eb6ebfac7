import { eq } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { ChangeReview, SystemUser, WithPendingReview } from '#core/types';
import { hashPassword } from '../../auth/password.ts';
import { revokeUserCredentials } from '../../auth/revoke-credentials.ts';
import type { Db } from '../../db/client.ts';
import { organisations, users } from '../../db/schema/index.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { audited, isUniqueViolation } from '../../domain/decisions.ts';
import { maskPhone } from '../../domain/masking.ts';
import { pinyinOf } from '../../domain/search-keys.ts';
import { reindexRecord } from '../../domain/search-index.ts';
import { submitChangeReview } from '../../review/change-reviews.ts';
import { versionedChange } from '../../review/versioned.ts';
import { ADMIN_GRANT, adminGrantReview } from './admin-grant.ts';
import { getUser } from './queries.ts';
import { fileAdminChange, reviewedWhenAdmin } from './admin-changes.ts';
import type { Changes } from '../../review/change-reviews.ts';
import { countLockedAddresses, forgetFailedSignIns } from '../auth/throttle.ts';

type UserRow = typeof users.$inferSelect;

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

/**
 * Edits a user; a promotion to admin, and another person's change to an administrator's phone or
 * role, are filed for a second admin's approval (`pendingReview`); the other fields apply at once.
 */
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
    const { role, phone, ...direct } = changes;
    if (before.role === 'admin') {
      const reviewed: Changes = {};
      if (phone !== undefined && phone !== before.phone)
        reviewed.phone = { from: before.phone, to: phone };
      if (role === 'user') reviewed.role = { from: 'admin', to: 'user' };
      if (Object.keys(reviewed).length > 0)
        pendingReview = await fileAdminChange(tx, ctx, before, reviewed);
    } else {
      if (role === 'admin') pendingReview = await grantAdmin(tx, ctx, before);
      if (phone !== undefined) Object.assign(direct, { phone });
    }
    return direct.name ? { ...direct, searchPinyin: pinyinOf(direct.name) } : direct;
  });
  return { ...user, pendingReview };
}

/**
 * Disables a user and ends every session and API token they have; enabling again revives neither.
 * An administrator's disable waits for review.
 */
export function disableUser(ctx: AuthedCtx, id: number, version: number) {
  if (id === ctx.user.id)
    throw new AppError(Code.BusinessRule, { data: { reason: 'cannot-disable-self' } });
  return reviewedWhenAdmin(
    ctx,
    id,
    version,
    'disable',
    (before) => {
      if (before.status === 'disabled') throw new AppError(Code.InvalidTransition);
      return { status: { from: before.status, to: 'disabled' } };
    },
    () =>
      changeUser(ctx, id, version, 'disable', ['active', 'locked'], async (_before, tx) => {
        await revokeUserCredentials(tx, id, ctx.clock.now());
        return { status: 'disabled', lockedUntil: null };
      }),
  );
}

/** Enables a disabled user; an administrator's return waits for review. */
export function enableUser(ctx: AuthedCtx, id: number, version: number) {
  return reviewedWhenAdmin(
    ctx,
    id,
    version,
    'enable',
    (before) => {
      if (before.status !== 'disabled') throw new AppError(Code.InvalidTransition);
      return { status: { from: 'disabled', to: 'active' } };
    },
    () => changeUser(ctx, id, version, 'enable', ['disabled'], () => ({ status: 'active' })),
  );
}

/**
 * Lifts a lock before it expires — the account's own lock or the per-address locks that failed
 * sign-ins set — and forgets the failed attempts from every address. Refused (422101) when
 * nothing is locked, or the user is disabled. Another person's unlock of an administrator is a
 * change of standing and waits for review (issue 21); an administrator's own stays direct.
 */
export function unlockUser(ctx: AuthedCtx, id: number, version: number) {
  const direct = () =>
    changeUser(ctx, id, version, 'unlock', ['locked', 'active'], async (before, tx) => {
      if (
        before.status !== 'locked' &&
        (await countLockedAddresses(tx, before.username, ctx.clock.now())) === 0
      )
        throw new AppError(Code.InvalidTransition);
      await forgetFailedSignIns(tx, before.username);
      return { status: 'active', lockedUntil: null };
    });
  if (id === ctx.user.id) return direct().then((u) => ({ ...u, pendingReview: null }));
  return reviewedWhenAdmin(
    ctx,
    id,
    version,
    'unlock',
    (before, tx) => unlockChanges(ctx, before, tx),
    direct,
  );
}

/** What an administrator's unlock changes: the account's lock, the locked addresses, or both. */
async function unlockChanges(ctx: AuthedCtx, before: UserRow, tx: Db): Promise<Changes> {
  const addresses = await countLockedAddresses(tx, before.username, ctx.clock.now());
  const changes: Changes = {};
  if (before.status === 'locked') changes.status = { from: 'locked', to: 'active' };
  if (addresses > 0) changes.lockedAddresses = { from: addresses, to: 0 };
  if (before.status === 'disabled' || Object.keys(changes).length === 0)
    throw new AppError(Code.InvalidTransition);
  return changes;
}

/**
 * Sets a new password and ends every session and API token of the user. An administrator's reset
 * by another person waits for review (the hash waits in the review, never shown).
 */
export async function resetPassword(ctx: AuthedCtx, id: number, version: number, password: string) {
  const passwordHash = await hashPassword(password);
  return reviewedWhenAdmin(
    ctx,
    id,
    version,
    'reset_password',
    () => ({ password: { from: '', to: passwordHash } }),
    () =>
      changeUser(ctx, id, version, 'reset_password', null, async (_before, tx) => {
        await revokeUserCredentials(tx, id, ctx.clock.now());
        return { passwordHash };
      }),
  );
}
