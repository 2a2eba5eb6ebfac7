import { and, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, Code } from '#core/errors';
import type { userListQuerySchema } from '#core/validate';
import type { SystemUser } from '#core/types';
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../../db/client.ts';
import { loginAttempts, organisations, sessions, users } from '../../db/schema/index.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { audited, isUniqueViolation } from '../../domain/decisions.ts';
import { listInMode } from '../../domain/list-export.ts';
import { maskPhone } from '../../domain/masking.ts';
import {
  afterCursor,
  iso,
  orderOf,
  parseSort,
  type CursorKey,
  type SortChoice,
} from '../../domain/paging.ts';
import { pinyinOf } from '../../domain/search-keys.ts';
import { reindexRecord } from '../../domain/search-index.ts';

export type UserListQuery = z.output<typeof userListQuerySchema>;
type UserRow = typeof users.$inferSelect;

const SORTS = {
  username: users.username,
  name: users.name,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};
export const userSort = (sort?: string): SortChoice => parseSort(sort, SORTS, 'username');
export const userValue = (c: SortChoice) => (u: SystemUser) =>
  u[c.field as 'username' | 'name' | 'createdAt' | 'lastLoginAt'];

const columns = {
  id: users.id,
  username: users.username,
  name: users.name,
  phone: users.phone,
  email: users.email,
  role: users.role,
  orgId: users.orgId,
  orgName: sql<string>`coalesce(${organisations.name}, '')`,
  status: users.status,
  lastLoginAt: users.lastLoginAt,
  version: users.version,
  createdAt: users.createdAt,
};

const select = (db: Db) =>
  db.select(columns).from(users).leftJoin(organisations, eq(organisations.id, users.orgId));
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const toUser = (r: Row): SystemUser => ({
  ...r,
  orgId: r.orgId ?? 0,
  phone: maskPhone(r.phone),
  lastLoginAt: iso(r.lastLoginAt),
  createdAt: r.createdAt.toISOString(),
});

function filters(q: UserListQuery): SQL | undefined {
  const like = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '';
  return and(
    q.orgId ? eq(users.orgId, q.orgId) : undefined,
    q.status ? eq(users.status, q.status) : undefined,
    q.role ? eq(users.role, q.role) : undefined,
    q.q
      ? or(ilike(users.username, like), ilike(users.name, like), ilike(users.searchPinyin, like))
      : undefined,
  );
}

export function fetchUsersAfter(db: Db, q: UserListQuery, choice: SortChoice) {
  return async (after: CursorKey | null, limit: number) =>
    (
      await select(db)
        .where(and(filters(q), after ? afterCursor(choice, users.id, after) : undefined))
        .orderBy(...orderOf(choice, users.id))
        .limit(limit)
    ).map(toUser);
}

export async function listUsers(db: Db, q: UserListQuery) {
  const choice = userSort(q.sort);
  const where = filters(q);
  return listInMode(
    q,
    choice,
    userValue(choice),
    async (limit, offset) =>
      (
        await select(db)
          .where(where)
          .orderBy(...orderOf(choice, users.id))
          .limit(limit)
          .offset(offset)
      ).map(toUser),
    async () => (await db.select({ n: count() }).from(users).where(where))[0].n,
    fetchUsersAfter(db, q, choice),
  );
}

export async function getUser(db: Db, id: number): Promise<SystemUser> {
  const [row] = await select(db).where(eq(users.id, id));
  if (!row) throw new AppError(Code.NotFound);
  return toUser(row);
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
): Promise<SystemUser> {
  return audited(ctx, { module: 'users', action: 'create', target: body.username }, async () => {
    const passwordHash = await hashPassword(body.password);
    const id = await ctx.db
      .transaction(async (tx) => {
        await assertOrg(tx, body.orgId);
        const now = ctx.clock.now();
        const { password: _password, ...fields } = body;
        const [row] = await tx
          .insert(users)
          .values({
            ...fields,
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
        return row.id;
      })
      .catch((e: unknown) => {
        if (isUniqueViolation(e))
          throw new AppError(Code.Duplicate, { fields: { username: 'duplicate' } });
        throw e;
      });
    return getUser(ctx.db, id);
  });
}

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
  return audited(ctx, { module: 'users', action, target: String(id) }, async () => {
    await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, id));
      if (!before) throw new AppError(Code.NotFound);
      if (before.version !== version) throw new AppError(Code.VersionConflict);
      if (allowedFrom && !allowedFrom.includes(before.status))
        throw new AppError(Code.InvalidTransition);
      const changes = await set(before, tx);
      const [row] = await tx
        .update(users)
        .set({ ...changes, version: sql`${users.version} + 1`, updatedAt: ctx.clock.now() })
        .where(and(eq(users.id, id), eq(users.version, version)))
        .returning();
      if (!row) throw new AppError(Code.VersionConflict);
      if (changes.name !== undefined) await reindex(tx, row);
      await ctx.audit(
        {
          module: 'users',
          action,
          target: row.username,
          result: 'success',
          detail: { before: logView(before), after: logView(row) },
        },
        tx,
      );
    });
    return getUser(ctx.db, id);
  });
}

export function updateUser(
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
) {
  const { version, ...changes } = body;
  return changeUser(ctx, id, version, 'update', null, async (_before, tx) => {
    if (changes.orgId) await assertOrg(tx, changes.orgId);
    return changes.name ? { ...changes, searchPinyin: pinyinOf(changes.name) } : changes;
  });
}

export function disableUser(ctx: AuthedCtx, id: number, version: number) {
  if (id === ctx.user.id)
    throw new AppError(Code.BusinessRule, { data: { reason: 'cannot-disable-self' } });
  return changeUser(ctx, id, version, 'disable', ['active', 'locked'], () => ({
    status: 'disabled',
    lockedUntil: null,
  }));
}

export function enableUser(ctx: AuthedCtx, id: number, version: number) {
  return changeUser(ctx, id, version, 'enable', ['disabled'], () => ({ status: 'active' }));
}

/** Lifts a lock before it expires and forgets the failed attempts that caused it. */
export function unlockUser(ctx: AuthedCtx, id: number, version: number) {
  return changeUser(ctx, id, version, 'unlock', ['locked'], async (before, tx) => {
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
    await tx
      .update(sessions)
      .set({ revokedAt: ctx.clock.now() })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    return { passwordHash };
  });
}
