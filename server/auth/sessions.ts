import { and, eq, isNull } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { AppConfig } from '../env.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/sessions.ts';
import { users } from '../db/schema/users.ts';
import type { SessionUser } from '../http/context.ts';
import { KeptReads } from '../domain/kept-reads.ts';
import { newSessionToken, sha256 } from './tokens.ts';
import { credentialUserColumns, userStandingRefusal } from './credential-user.ts';

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
function touchAfterMs(config: SessionTimeouts): number {
  return Math.min(60_000, Math.floor((config.sessionIdleMinutes * 60_000) / 4));
}

const sessionColumns = {
  session: {
    id: sessions.id,
    revokedAt: sessions.revokedAt,
    lastSeenAt: sessions.lastSeenAt,
    expiresAt: sessions.expiresAt,
  },
  user: credentialUserColumns,
};

type SessionRow = {
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
  return userStandingRefusal(user, now);
}

async function touch(db: Db, row: SessionRow, now: Date, config: SessionTimeouts): Promise<void> {
  if (now.getTime() - row.session.lastSeenAt.getTime() >= touchAfterMs(config)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
    row.session.lastSeenAt = now; // a cached copy must not touch again on every request
  }
}

/**
 * Session rows read in the last SESSION_CACHE_MS, by token hash (kept-reads.ts, the server's one
 * cache): a list page's requests then cost no session round trip. The entry is only a copy of the
 * row: expiry and idle time are still checked against the request's clock. Every committed change
 * to a user, a role, a password or a token drops them at once on the instance that made it and,
 * by NOTIFY, on the other instances (server/http/change-signal.ts); a copy is never older than
 * SESSION_CACHE_MS, on every engine, with or without NOTIFY — the same window a live stream
 * re-checks its session in (server/stream/session-watch.ts).
 */
export const SESSION_CACHE_MS = 1_000;
const kept = new KeptReads<string, SessionRow | undefined>({
  resource: 'sessions',
  windowMs: SESSION_CACHE_MS,
  max: 10_000,
});

/** Drops every cached session (see SESSION_CACHE_MS). */
function forgetSessions(): void {
  kept.forget();
}

/** The session row of a token hash with its user, from the copies or one query. */
function readSessionRow(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  return kept.get(db, tokenHash, async () => {
    // Only the columns the checks and the SessionUser need: this runs on every signed-in request.
    const [row] = await db
      .select(sessionColumns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    return row;
  });
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
  const refusal = row ? refusalOf(row, now, config) : Code.InvalidToken;
  if (!row || refusal !== null) {
    // Only live sessions are kept: a refused one is read again, so an account enabled again (or
    // a token not yet committed) signs in on the next request.
    kept.discard(db, tokenHash);
    throw new AppError(refusal ?? Code.InvalidToken);
  }
  await touch(db, row, now, config);
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
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  // Outside a transaction the revocation has committed: no copy of it outlives this line.
  forgetSessions();
}

/** Ends every live session of a user (disable, password reset). */
export async function revokeUserSessions(db: Db, userId: number, now: Date): Promise<void> {
  // Called inside the change's transaction: the committed change's audit row drops the copies
  // again after the commit (kept-resources.ts); this drop covers a caller outside one.
  forgetSessions();
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
