import { and, eq, isNull } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { AppConfig } from '../env.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/sessions.ts';
import { users } from '../db/schema/users.ts';
import type { SessionUser } from '../http/context.ts';
import { newSessionToken, sha256 } from './tokens.ts';

type SessionTimeouts = Pick<AppConfig, 'sessionIdleMinutes' | 'sessionAbsoluteHours'>;

export async function createSession(
  db: Db,
  input: { userId: number; ip: string; userAgent: string; now: Date; config: SessionTimeouts },
): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId: input.userId,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 300),
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.config.sessionAbsoluteHours * 3_600_000),
  });
  return token;
}

/** The bearer token of an Authorization header; throws 200100 when absent, 200101 when malformed. */
export function bearerToken(header: string | undefined): string {
  if (!header || !header.trim()) throw new AppError(Code.NotSignedIn);
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  if (!match) throw new AppError(Code.InvalidToken);
  return match[1];
}

/** Re-writing last_seen_at on every request would make every read a write; refresh at a fraction of the idle window. */
export function touchAfterMs(config: SessionTimeouts): number {
  return Math.min(60_000, Math.floor((config.sessionIdleMinutes * 60_000) / 4));
}

const sessionColumns = {
  session: {
    id: sessions.id,
    revokedAt: sessions.revokedAt,
    lastSeenAt: sessions.lastSeenAt,
    expiresAt: sessions.expiresAt,
  },
  user: {
    id: users.id,
    username: users.username,
    name: users.name,
    role: users.role,
    orgId: users.orgId,
    status: users.status,
    lockedUntil: users.lockedUntil,
  },
};

type SessionRow = {
  /** The cache generation when the row was read from the database; absent on the cached copy. */
  fresh?: number;
  session: { id: number; revokedAt: Date | null; lastSeenAt: Date; expiresAt: Date };
  user: Omit<SessionUser, 'sessionId'> & { status: string; lockedUntil: Date | null };
};

/** Why a session row no longer signs anyone in (a login-expired code), or null while it is live. */
function refusalOf(row: SessionRow, now: Date, config: SessionTimeouts): number | null {
  const { session, user } = row;
  if (session.revokedAt) return Code.SessionRevoked;
  const idleLimit = session.lastSeenAt.getTime() + config.sessionIdleMinutes * 60_000;
  if (now.getTime() >= session.expiresAt.getTime() || now.getTime() >= idleLimit) {
    return Code.SessionExpired;
  }
  if (user.status === 'disabled') return Code.AccountDisabled;
  if (
    user.status === 'locked' &&
    (!user.lockedUntil || user.lockedUntil.getTime() > now.getTime())
  ) {
    return Code.AccountDisabled;
  }
  return null;
}

async function touch(db: Db, row: SessionRow, now: Date, config: SessionTimeouts): Promise<void> {
  if (now.getTime() - row.session.lastSeenAt.getTime() >= touchAfterMs(config)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
    row.session.lastSeenAt = now; // a cached copy must not touch again on every request
  }
}

/**
 * Live sessions read in the last SESSION_CACHE_MS, by token hash: a list page's requests then cost
 * no session round trip. The entry is only a copy of the row: expiry and idle time are still
 * checked against the request's clock. Every instance forgets every entry when a session is revoked
 * here and after every change request (disable, lock, role, password) on any instance of the
 * database (server/http/change-signal.ts: at once here, by NOTIFY on the others), so the next
 * request sees it; a change made straight in the database is seen within SESSION_CACHE_MS, the
 * same window a live stream re-checks its session in (server/stream/session-watch.ts).
 */
export const SESSION_CACHE_MS = 1_000;
const SESSION_CACHE_MAX = 10_000;
const sessionCache = new Map<string, { row: SessionRow; at: number }>();
/** Bumped by forgetSessions: a read that began before a revocation never fills the cache. */
let sessionGeneration = 0;

/** Drops every cached session (see SESSION_CACHE_MS). */
export function forgetSessions(): void {
  sessionCache.clear();
  sessionGeneration += 1;
}

async function readSessionRow(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const cached = sessionCache.get(tokenHash);
  const at = performance.now();
  if (cached && at - cached.at < SESSION_CACHE_MS) return cached.row;
  const generation = sessionGeneration;
  // Only the columns the checks and the SessionUser need: this runs on every signed-in request.
  const [row] = await db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (cached) sessionCache.delete(tokenHash);
  return row === undefined ? undefined : { ...row, fresh: generation };
}

/**
 * Keeps a row just read from the database. A copy served from the cache is not kept again: its
 * window runs from the read, so a session in constant use is still re-read once per window.
 */
function remember(tokenHash: string, row: SessionRow): void {
  if (row.fresh === undefined || row.fresh !== sessionGeneration) return;
  if (sessionCache.size >= SESSION_CACHE_MAX) sessionCache.clear();
  sessionCache.set(tokenHash, { row: { ...row, fresh: undefined }, at: performance.now() });
}

/**
 * The signed-in user of a token, or the login-expired code that says why not:
 * unknown 200101, revoked 200105, idle or absolute expiry 200102, disabled or locked account 200110.
 */
export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
  config: SessionTimeouts,
): Promise<SessionUser> {
  const tokenHash = sha256(token);
  const row = await readSessionRow(db, tokenHash);
  if (!row) throw new AppError(Code.InvalidToken);
  const refusal = refusalOf(row, now, config);
  if (refusal !== null) throw new AppError(refusal);
  await touch(db, row, now, config);
  remember(tokenHash, row);
  const { user } = row;
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    role: user.role,
    orgId: user.orgId,
    sessionId: row.session.id,
  };
}

/**
 * Re-checks a session a long-lived request (the live log) was opened with, from the database so a
 * logout or disable on another instance is seen: null while it is live, else the login-expired code.
 * An open stream is the client at work, so it keeps the session's idle clock running like a request.
 */
export async function recheckSession(
  db: Db,
  sessionId: number,
  now: Date,
  config: SessionTimeouts,
): Promise<number | null> {
  const [row] = await db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return Code.InvalidToken;
  const refusal = refusalOf(row, now, config);
  if (refusal === null) await touch(db, row, now, config);
  return refusal;
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  forgetSessions();
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user (disable, password reset). */
export async function revokeUserSessions(db: Db, userId: number, now: Date): Promise<void> {
  forgetSessions();
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
