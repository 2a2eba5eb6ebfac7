import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/login-attempts.ts';
import { smsCodes } from '../../db/schema/sms-codes.ts';
import { users, type UserRow } from '../../db/schema/users.ts';

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function recordLoginAttempt(
  db: Db,
  attempt: { username: string; ip: string; success: boolean; at: Date },
): Promise<void> {
  await db.insert(loginAttempts).values(attempt);
}

/**
 * Failed sign-ins of a username since `since` that came after its last success — from one address
 * when `ip` is given, else from anywhere.
 */
export async function countRecentFailures(
  db: Db,
  username: string,
  since: Date,
  ip?: string,
): Promise<number> {
  const scope =
    ip === undefined
      ? eq(loginAttempts.username, username)
      : and(eq(loginAttempts.username, username), eq(loginAttempts.ip, ip));
  const [lastSuccess] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(scope, eq(loginAttempts.success, true), gt(loginAttempts.at, since)))
    .orderBy(desc(loginAttempts.at))
    .limit(1);
  const from = lastSuccess && lastSuccess.at > since ? lastSuccess.at : since;
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(scope, eq(loginAttempts.success, false), gt(loginAttempts.at, from)));
  return row?.n ?? 0;
}

/** A lock (set by an administrator, or by an earlier version's lockout) whose time has passed is lifted at sign-in. */
export async function unlockExpired(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      status: 'active',
      lockedUntil: null,
      updatedAt: now,
      version: sql`${users.version} + 1`,
    })
    .where(and(eq(users.id, userId), eq(users.status, 'locked')));
}

export async function markSignedIn(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}

/** The newest sign-in code of a user that has not been used or superseded. */
export async function latestLiveCode(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.userId, userId),
        eq(smsCodes.purpose, 'sign-in'),
        isNull(smsCodes.consumedAt),
      ),
    )
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row;
}

/** Counts one wrong try atomically; returns the new count (null if the code is already spent). */
export async function countWrongTry(db: Db, codeId: number): Promise<number | null> {
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, codeId), isNull(smsCodes.consumedAt)))
    .returning({ attempts: smsCodes.attempts });
  return row ? row.attempts : null;
}

/** Spends a code once, even under concurrent sign-ins; false if someone else spent it first. */
export async function consumeCode(db: Db, codeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, codeId), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}
