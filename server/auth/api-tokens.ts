import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ApiToken, ApiTokenInput } from '#core/api';
import { API_TOKEN_PREFIX, isApiToken } from '#core/access';
import { AppError, Code } from '#core/errors';
import type { Db } from '../db/client.ts';
import { apiTokens, type ApiTokenRow } from '../db/schema/api-tokens.ts';
import { users } from '../db/schema/users.ts';
import type { AppConfig } from '../env.ts';
import type { Ctx, SessionUser } from '../http/context.ts';
import { resolveSession } from './sessions.ts';
import { newSessionToken, sha256 } from './tokens.ts';
import { credentialUserColumns, userStandingRefusal } from './credential-user.ts';

const DAY_MS = 86_400_000;
/** `qyat_` and four characters of the secret: enough to tell tokens apart, useless to guess. */
const HINT_LENGTH = API_TOKEN_PREFIX.length + 4;

/** Methods a read-only token may call. */
const READ_METHODS = new Set(['GET', 'HEAD']);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A row as the API lists it: never the hash. */
export function apiTokenView(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    hint: row.hint,
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastUsedAt),
    lastUsedIp: row.lastUsedIp,
    revokedAt: iso(row.revokedAt),
  };
}

/** Creates a token for `userId`; the secret is returned here and never again. */
export async function createApiTokenRow(
  db: Db,
  userId: number,
  input: ApiTokenInput,
  now: Date,
): Promise<{ row: ApiTokenRow; token: string }> {
  const token = API_TOKEN_PREFIX + newSessionToken();
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId,
      name: input.name,
      scope: input.scope,
      tokenHash: sha256(token),
      hint: token.slice(0, HINT_LENGTH),
      createdAt: now,
      expiresAt:
        input.expiresInDays === null
          ? null
          : new Date(now.getTime() + input.expiresInDays * DAY_MS),
    })
    .returning();
  return { row, token };
}

export async function listApiTokenRows(db: Db, userId: number): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.id));
}

/** Revokes one of the user's tokens (404100 for another user's); revoking twice keeps the first time. */
export async function revokeApiTokenRow(
  db: Db,
  userId: number,
  id: number,
  now: Date,
): Promise<ApiTokenRow> {
  const owned = and(eq(apiTokens.id, id), eq(apiTokens.userId, userId));
  await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(owned, isNull(apiTokens.revokedAt)));
  const [row] = await db.select().from(apiTokens).where(owned).limit(1);
  if (!row) throw new AppError(Code.NotFound);
  return row;
}

const tokenColumns = {
  token: {
    id: apiTokens.id,
    scope: apiTokens.scope,
    expiresAt: apiTokens.expiresAt,
    revokedAt: apiTokens.revokedAt,
  },
  user: credentialUserColumns,
};

type TokenAndUser = {
  token: { expiresAt: Date | null; revokedAt: Date | null };
  user: { status: string; lockedUntil: Date | null };
};

/** Why a token is refused now — revoked 200105, expired 200102, disabled or locked user 200110 — or null. */
function refusalOf({ token, user }: TokenAndUser, now: Date): number | null {
  if (token.revokedAt) return Code.SessionRevoked;
  if (token.expiresAt && now.getTime() >= token.expiresAt.getTime()) return Code.SessionExpired;
  return userStandingRefusal(user, now);
}

/**
 * A live stream's re-check of the API token it was opened with: the login-expired code that ends
 * it (unknown 200101, revoked, expired, user disabled or locked), or null while the token holds.
 */
export async function recheckApiToken(db: Db, tokenId: number, now: Date): Promise<number | null> {
  const [row] = await db
    .select(tokenColumns)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.id, tokenId))
    .limit(1);
  return row ? refusalOf(row, now) : Code.InvalidToken;
}

/**
 * The user an API token acts as, or the login-expired code that says why not: unknown 200101,
 * revoked 200105, expired 200102, disabled or locked user 200110. No idle expiry.
 */
async function resolveApiToken(
  db: Db,
  token: string,
  now: Date,
  ip: string,
): Promise<SessionUser & { apiToken: { id: number; scope: ApiTokenRow['scope'] } }> {
  const [row] = await db
    .select(tokenColumns)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row) throw new AppError(Code.InvalidToken);
  const refusal = refusalOf(row, now);
  if (refusal !== null) throw new AppError(refusal);
  const { token: tok, user } = row;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now, lastUsedIp: ip })
    .where(eq(apiTokens.id, tok.id));
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    role: user.role,
    orgId: user.orgId,
    // An API token has no session row: logout with one ends nothing.
    sessionId: 0,
    apiToken: { id: tok.id, scope: tok.scope },
  };
}

/**
 * The live log stream audits its token's use itself, once per stream session rather than once per
 * reconnect (server/stream/stream-sessions.ts); the token is checked here all the same.
 */
const isLogStream = (method: string, path: string) =>
  method === 'GET' && path.endsWith('/logs/stream');

type Timeouts = Pick<AppConfig, 'sessionIdleMinutes' | 'sessionAbsoluteHours'>;

/**
 * The caller of a bearer token: a session, or an API token acting as its user within its scope.
 * Every use of an API token is written to the system log under its user; a read-only token
 * asking for anything but a read is refused with 403100.
 */
export async function resolveCaller(
  ctx: Ctx,
  token: string,
  method: string,
  path: string,
  config: Timeouts,
): Promise<SessionUser> {
  const now = ctx.clock.now();
  if (!isApiToken(token)) return resolveSession(ctx.db, token, now, config);
  const caller = await resolveApiToken(ctx.db, token, now, ctx.ip);
  ctx.user = caller;
  const allowed = caller.apiToken.scope === 'read-write' || READ_METHODS.has(method);
  if (allowed && isLogStream(method, path)) return caller;
  await ctx.audit({
    module: 'auth',
    action: 'api-token.use',
    target: `${method} ${path}`,
    result: allowed ? 'success' : 'failure',
    detail: { tokenId: caller.apiToken.id, scope: caller.apiToken.scope },
  });
  if (!allowed) throw new AppError(Code.Forbidden);
  return caller;
}
