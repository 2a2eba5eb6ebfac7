import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countRecentFailures } from './queries.ts';
import { SIGN_IN_POLICY } from '../../auth/policy.ts';
import { rowsOf } from '../../db/migrate.ts';
import { loginAttempts } from '../../db/schema/login-attempts.ts';

export interface SignInFailures {
  /** Failures of this username from this client address (the lock counts these). */
  fromAddress: number;
  /** Failures of this username from anywhere (only ever slow sign-in down). */
  total: number;
}

export async function signInFailures(
  db: Db,
  username: string,
  ip: string,
  now: Date,
): Promise<SignInFailures> {
  const since = new Date(now.getTime() - SIGN_IN_POLICY.failureWindowMs);
  const [fromAddress, total] = await Promise.all([
    countRecentFailures(db, username, since, ip),
    countRecentFailures(db, username, since),
  ]);
  return { fromAddress, total };
}

/** True when this (username, address) pair has used up its tries in the window. */
export function isLockedForAddress(failures: SignInFailures): boolean {
  return failures.fromAddress >= SIGN_IN_POLICY.maxFailures;
}

/**
 * The wait before a sign-in of a username that failed many times from many addresses: none up to
 * the lock threshold, then doubling from 250 ms to at most 4 s. It slows guessing spread over
 * addresses down without ever refusing the right password from a new address.
 */
export function slowDownMs(failures: SignInFailures): number {
  const over = failures.total - SIGN_IN_POLICY.maxFailures;
  if (over < 0) return 0;
  return Math.min(SIGN_IN_POLICY.slowDownBaseMs * 2 ** over, SIGN_IN_POLICY.slowDownMaxMs);
}

/**
 * How many client addresses are locked out of `username` now: addresses with at least
 * `maxFailures` failures in the window since their last success there (what the sign-in lock counts).
 */
export async function countLockedAddresses(db: Db, username: string, now: Date): Promise<number> {
  // Raw SQL: the time goes as text (postgres-js does not bind a Date inside sql``).
  const since = new Date(now.getTime() - SIGN_IN_POLICY.failureWindowMs).toISOString();
  const rows = rowsOf<{ n: number | string }>(
    await db.execute(sql`
      select count(*) as n from (
        select f.ip from ${loginAttempts} f
        where f.username = ${username} and f.success = false and f.at > ${since}::timestamptz
          and f.at > coalesce((
            select max(s.at) from ${loginAttempts} s
            where s.username = f.username and s.ip = f.ip and s.success = true
          ), ${since}::timestamptz)
        group by f.ip
        having count(*) >= ${SIGN_IN_POLICY.maxFailures}
      ) locked`),
  );
  return Number(rows[0]?.n ?? 0);
}

/** Forgets the failed sign-ins of `username` from every address: lifts every per-address lock. */
export async function forgetFailedSignIns(db: Db, username: string): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.success, false)));
}
