import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiToken,
  createClient,
  createMemoryTokenStore,
  listApiTokens,
  revokeApiToken,
  type ApiClient,
} from '#core/api';
import { isAppError } from '#core/errors';
import { sha256 } from '../../server/auth/tokens.ts';
import { apiTokens } from '../../server/db/schema/api-tokens.ts';
import { systemLogs } from '../../server/db/schema/system-logs.ts';
import { users } from '../../server/db/schema/users.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'users' });
});
afterAll(() => t.close());

/** core's real client over the app, signed in with `token`. */
function clientWith(token: string): ApiClient {
  return createClient({
    origin: 'http://localhost',
    tokenStore: createMemoryTokenStore(token),
    fetch: (request) => t.app.fetch(request),
  });
}

async function codeOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (e) {
    if (isAppError(e)) return e.code;
    throw e;
  }
  return 200000;
}

const info = (token: string) => t.request('GET', '/sys/user/info', { token });

describe('API tokens', () => {
  it('creates a token shown once, stored hashed with the qyat_ prefix, listed with last use', async () => {
    const session = clientWith(await t.login('admin'));
    const created = await createApiToken(session, {
      name: 'nightly export',
      scope: 'read-only',
      expiresInDays: 30,
      password: 'Admin123',
    });
    expect(created.token).toMatch(/^qyat_[A-Za-z0-9_-]{40,}$/);
    expect(created.hint).toBe(created.token.slice(0, 9));
    expect(Date.parse(created.expiresAt ?? '') - t.clock.now().getTime()).toBe(30 * DAY);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row.tokenHash).toBe(sha256(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);

    expect((await info(created.token)).body.data.data.username).toBe('admin');
    const listed = await listApiTokens(session);
    const mine = listed.find((x) => x.id === created.id);
    expect(mine).toMatchObject({ name: 'nightly export', scope: 'read-only', revokedAt: null });
    expect(mine?.lastUsedAt).toBe(t.clock.now().toISOString());
    expect(JSON.stringify(listed)).not.toContain(created.token);
  });

  it('lets a read-only token read but refuses writes with 403100, and does not idle out', async () => {
    const session = clientWith(await t.login('admin'));
    const { token } = await createApiToken(session, {
      name: 'ro',
      scope: 'read-only',
      expiresInDays: 365,
      password: 'Admin123',
    });
    const rw = await createApiToken(session, {
      name: 'rw',
      scope: 'read-write',
      expiresInDays: 7,
      password: 'Admin123',
    });
    t.clock.advance(3 * DAY);
    expect((await info(token)).body.code).toBe(200000);
    const write = await t.request('POST', '/sys/user/logout', { token });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe(403100);
    expect((await t.request('POST', '/sys/user/logout', { token: rw.token })).body.code).toBe(
      200000,
    );
    // The token still works: logging out with a token ends no session.
    expect((await info(rw.token)).body.code).toBe(200000);
    t.clock.advance(4 * DAY);
    expect((await info(rw.token)).body.code).toBe(200102);
  });

  it('is refused at once when revoked (200105) or its user disabled (200110)', async () => {
    const session = clientWith(await t.login('operator'));
    const a = await createApiToken(session, {
      name: 'a',
      scope: 'read-write',
      expiresInDays: 7,
      password: 'Operator123',
    });
    const revoked = await revokeApiToken(session, a.id);
    expect(revoked.revokedAt).toBe(t.clock.now().toISOString());
    expect((await info(a.token)).body.code).toBe(200105);

    const b = await createApiToken(session, {
      name: 'b',
      scope: 'read-only',
      expiresInDays: 7,
      password: 'Operator123',
    });
    await t.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.username, 'operator'));
    try {
      expect((await info(b.token)).body.code).toBe(200110);
    } finally {
      await t.database.db
        .update(users)
        .set({ status: 'active' })
        .where(eq(users.username, 'operator'));
    }
  });

  it("writes every use to the system log under the token's user", async () => {
    const session = clientWith(await t.login('reviewer'));
    const { token, id } = await createApiToken(session, {
      name: 'audit',
      scope: 'read-only',
      expiresInDays: 7,
      password: 'Reviewer123',
    });
    await info(token);
    await t.request('POST', '/sys/user/logout', { token });
    const rows = (await t.database.db.select().from(systemLogs)).filter(
      (r) => r.action === 'api-token.use' && (r.detail as { tokenId?: number }).tokenId === id,
    );
    expect(rows.map((r) => [r.username, r.target, r.result])).toEqual([
      ['reviewer', 'GET /qy-sla-admin-api/sys/user/info', 'success'],
      ['reviewer', 'POST /qy-sla-admin-api/sys/user/logout', 'failure'],
    ]);
  });

  it("cannot mint, revoke or see another user's tokens", async () => {
    const admin = clientWith(await t.login('admin'));
    const operator = clientWith(await t.login('operator'));
    const own = await createApiToken(operator, {
      name: 'op',
      scope: 'read-write',
      expiresInDays: 7,
      password: 'Operator123',
    });
    expect(await codeOf(revokeApiToken(admin, own.id))).toBe(404100);
    expect((await listApiTokens(admin)).some((x) => x.id === own.id)).toBe(false);
    // A token cannot create more tokens (no persistence past a revocation).
    const byToken = clientWith(own.token);
    expect(
      await codeOf(
        createApiToken(byToken, {
          name: 'x',
          scope: 'read-write',
          expiresInDays: 7,
          password: 'Operator123',
        }),
      ),
    ).toBe(403100);
  });

  it('refuses a bad body with 400100 and the field, in both locales', async () => {
    const token = await t.login('admin');
    for (const [locale, text] of [
      ['en-US', 'Must be between 1 and 365'],
      ['zh-CN', '1'],
    ] as const) {
      const res = await t.request('POST', '/sys/user/api-tokens', {
        token,
        body: { name: ' ', scope: 'admin', expiresInDays: 400 },
        headers: { 'accept-language': locale },
      });
      expect(res.body.code).toBe(400100);
      expect(Object.keys(res.body.data.fields).sort()).toEqual(['expiresInDays', 'name', 'scope']);
      expect(res.body.data.fields.expiresInDays).toContain(text);
    }
  });
});
