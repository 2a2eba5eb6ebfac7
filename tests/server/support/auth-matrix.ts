import { ADMIN_ONLY_MENU, ROUTE_BY_NAME } from '#core/access';
import { createSession } from '../../../server/auth/sessions.ts';
import { sessions } from '../../../server/db/schema/sessions.ts';
import { users } from '../../../server/db/schema/users.ts';
import type { Endpoint } from '../../../server/http/endpoint.ts';
import { eq } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';

export type Caller = 'none' | 'expired' | 'revoked' | 'user' | 'admin';
export const CALLERS: readonly Caller[] = ['none', 'expired', 'revoked', 'user', 'admin'];

/** 'pass' = the call gets past authentication and authorization (any code but those two families). */
export type Expected = number | 'pass';

/**
 * The expected outcome of a caller on an endpoint, from the spec (core's route meta and the
 * admin-only menu list), not from the server's own menu rows.
 */
export function expectedFor(ep: Endpoint, caller: Caller): Expected {
  if (caller === 'none') return 200100;
  if (caller === 'expired') return 200102;
  if (caller === 'revoked') return 200105;
  if (caller === 'admin') return 'pass';
  if (ep.roles && ep.roles.length > 0 && !ep.roles.includes('user')) return 403100;
  if (ep.menu === '*' || ep.menu === 'open') return 'pass';
  if (ADMIN_ONLY_MENU.includes(ep.menu)) return 403100;
  const roles = ROUTE_BY_NAME.get(ep.menu)?.meta.roles;
  if (roles && !roles.includes('*') && !roles.includes('user')) return 403100;
  return 'pass';
}

const AUTH_CODES = new Set([200100, 200101, 200102, 200105, 200110, 403100]);

/** The path with every `:param` filled with a syntactically plausible value. */
export function dummyPath(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (/no$/i.test(name))
      return name.toLowerCase().includes('settlement') ? 'ST20260101000001' : 'X20260101000001';
    return '1';
  });
}

/** A bearer token for the caller kind, minted directly in the database (fast, no scrypt). */
export async function tokenFor(t: TestApp, caller: Caller): Promise<string | undefined> {
  if (caller === 'none') return undefined;
  const username = caller === 'user' ? 'operator' : 'admin';
  const [user] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  const now = t.clock.now();
  const created = caller === 'expired' ? new Date(now.getTime() - 2 * 86_400_000) : now;
  const token = await createSession(t.database.db, {
    userId: user.id,
    ip: '127.0.0.1',
    userAgent: 'matrix',
    now: created,
    config: t.deps.config,
  });
  if (caller === 'revoked') {
    const { sha256 } = await import('../../../server/auth/tokens.ts');
    await t.database.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(eq(sessions.tokenHash, sha256(token)));
  }
  return token;
}

/** Calls an endpoint as a caller with dummy input and returns the envelope code (streams are cut short). */
export async function callAs(
  t: TestApp,
  ep: Endpoint,
  token: string | undefined,
): Promise<{ status: number; code: number }> {
  const abort = new AbortController();
  const res = await t.fetch(ep.method, dummyPath(ep.path), {
    token,
    body: ep.method === 'GET' ? undefined : {},
    signal: abort.signal,
  });
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) {
    abort.abort();
    await res.body?.cancel().catch(() => {});
    return { status: res.status, code: res.ok ? 200000 : -1 };
  }
  const body = (await res.json()) as { code: number };
  return { status: res.status, code: body.code };
}

/** Asserts one matrix cell; returns a description of the mismatch or null. */
export async function checkCell(t: TestApp, ep: Endpoint, caller: Caller): Promise<string | null> {
  const expected = expectedFor(ep, caller);
  const { status, code } = await callAs(t, ep, await tokenFor(t, caller));
  const ok = expected === 'pass' ? !AUTH_CODES.has(code) && status !== 401 : code === expected;
  return ok
    ? null
    : `${ep.method} ${ep.path} as ${caller}: expected ${expected}, got ${code} (HTTP ${status})`;
}
