import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../server/db/schema/sessions.ts';
import { users } from '../../server/db/schema/users.ts';
import { sha256 } from '../../server/auth/tokens.ts';
import { SESSION_CACHE_MS } from '../../server/auth/sessions.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const MIN = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'users' });
});
afterAll(() => t.close());
beforeEach(() => t.clock.advance(20 * MIN));

const info = (token?: string, headers?: Record<string, string>) =>
  t.request('GET', '/sys/user/info', { token, headers });

describe('sessions', () => {
  it('stores only the SHA-256 of the token', async () => {
    const token = await t.login('operator');
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === sha256(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers 200100 without a token and 200101 for an unknown or malformed one', async () => {
    expect((await info()).body.code).toBe(200100);
    const unknown = await info('A'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe(200101);
    const malformed = await t.request('GET', '/sys/user/info', {
      headers: { authorization: 'Basic abc' },
    });
    expect(malformed.body.code).toBe(200101);
  });

  it('expires after the idle timeout (200102) but not while in use', async () => {
    const token = await t.login('operator');
    t.clock.advance(29 * MIN);
    expect((await info(token)).body.code).toBe(200000);
    t.clock.advance(29 * MIN);
    expect((await info(token)).body.code).toBe(200000);
    t.clock.advance(30 * MIN);
    const expired = await info(token);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(200102);
  });

  it('expires after the absolute lifetime even when kept busy (200102)', async () => {
    const token = await t.login('admin');
    for (let h = 0; h < 12 * 3 - 1; h++) {
      t.clock.advance(20 * MIN);
      expect((await info(token)).body.code).toBe(200000);
    }
    t.clock.advance(20 * MIN);
    expect((await info(token)).body.code).toBe(200102);
  });

  it('revokes the session on logout (200105); the local clean-up call still answers', async () => {
    const token = await t.login('reviewer');
    const out = await t.request('POST', '/sys/user/logout', { token });
    expect(out.body).toMatchObject({ code: 200000, data: null });
    expect((await info(token)).body.code).toBe(200105);
    expect((await t.request('POST', '/sys/user/logout', { token })).body.code).toBe(200105);
  });

  it('refuses a live session of a disabled or locked account with 200110', async () => {
    const token = await t.login('operator');
    await t.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.username, 'operator'));
    expect((await info(token)).body.code).toBe(200110);
    await t.database.db
      .update(users)
      .set({ status: 'locked', lockedUntil: new Date(t.clock.now().getTime() + 10 * MIN) })
      .where(eq(users.username, 'operator'));
    expect((await info(token)).body.code).toBe(200110);
    await t.database.db
      .update(users)
      .set({ status: 'active', lockedUntil: null })
      .where(eq(users.username, 'operator'));
    expect((await info(token)).body.code).toBe(200000);
  });

  it('refuses sign-in of a disabled account with 200206 once password and code are right', async () => {
    await t.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.username, 'reviewer'));
    try {
      t.clock.advance(61_000);
      await t.request('POST', '/sms/send', { form: { username: 'reviewer' } });
      const code = t.sms.lastCode('reviewer')!;
      const res = await t.request('POST', '/sys/user/loginByCode', {
        form: { username: 'reviewer', password: 'Reviewer123', code },
      });
      expect(res.body.code).toBe(200206);
    } finally {
      await t.database.db
        .update(users)
        .set({ status: 'active' })
        .where(eq(users.username, 'reviewer'));
    }
  });
});

describe('session cache (server/auth/sessions.ts)', () => {
  const userId = async (username: string) =>
    (await t.database.db.select().from(users).where(eq(users.username, username)))[0];
  /** A cached session of the operator, then revoked in the database behind this instance's back. */
  const revokedElsewhere = async () => {
    const token = await t.login('operator');
    expect((await info(token)).body.code).toBe(200000); // cached now
    await t.database.db
      .update(sessions)
      .set({ revokedAt: t.clock.now() })
      .where(eq(sessions.tokenHash, sha256(token)));
    return token;
  };

  it('a user disabled on this instance is refused on their very next request', async () => {
    const token = await t.login('operator');
    expect((await info(token)).body.code).toBe(200000); // cached now
    expect((await info(token)).body.code).toBe(200000);
    const admin = await t.login('admin');
    const row = await userId('operator');
    const off = await t.request('POST', `/users/${row.id}/disable`, {
      token: admin,
      body: { version: row.version },
    });
    expect(off.body.code).toBe(200000);
    try {
      expect((await info(token)).body.code).not.toBe(200000);
    } finally {
      const again = await userId('operator');
      await t.request('POST', `/users/${row.id}/enable`, {
        token: admin,
        body: { version: again.version },
      });
    }
  });

  it('a logout ends the cached session at once', async () => {
    const token = await t.login('reviewer');
    expect((await info(token)).body.code).toBe(200000);
    await t.request('POST', '/sys/user/logout', { token });
    expect((await info(token)).body.code).toBe(200105);
  });

  // The window is read on performance.now(): faked here, so the window is stepped, not waited out.
  it('a change made elsewhere (another instance, the database) is seen within the cache window', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const token = await revokedElsewhere();
      vi.advanceTimersByTime(SESSION_CACHE_MS - 1);
      expect((await info(token)).body.code).toBe(200000); // still the kept copy
      vi.advanceTimersByTime(1);
      expect((await info(token)).body.code).toBe(200105);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a session in constant use still sees a change made elsewhere within the cache window', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const token = await revokedElsewhere();
      // Requests every 50 ms: a hit must not restart the cached copy's window.
      let steppedMs = 0;
      let code = 200000;
      while (code === 200000 && steppedMs < SESSION_CACHE_MS * 3) {
        vi.advanceTimersByTime(50);
        steppedMs += 50;
        code = (await info(token)).body.code as number;
      }
      expect(code).toBe(200105);
      expect(steppedMs).toBe(SESSION_CACHE_MS);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('user info and menu', () => {
  it('returns the seed user fields inside { code: 1, info, data }', async () => {
    const token = await t.login('admin');
    const res = await info(token);
    expect(res.body.code).toBe(200000);
    expect(res.body.data).toMatchObject({ code: 1, info: 'ok' });
    const user = res.body.data.data;
    for (const key of [
      'name',
      'avatar',
      'job',
      'organization',
      'location',
      'email',
      'introduction',
      'personalWebsite',
      'jobName',
      'organizationName',
      'locationName',
      'phone',
      'registrationDate',
      'accountId',
      'certification',
      'role',
    ]) {
      expect(user).toHaveProperty(key);
    }
    expect(user).toMatchObject({ username: 'admin', role: 'admin', phone: '138****0001' });
  });

  it('returns the menu tree with name, path, order, icon, locale and children', async () => {
    const token = await t.login('admin');
    const res = await t.request('GET', '/sys/user/menu', { token });
    expect(res.body).toMatchObject({ code: 200000, data: { code: 1, info: 'ok' } });
    const menus = res.body.data.data.menus as Array<Record<string, unknown>>;
    expect(menus[0]).toMatchObject({
      name: 'dashboard',
      order: 0,
      icon: 'dashboard',
      locale: 'menu.dashboard',
    });
    expect((menus[0].children as Array<{ name: string }>)[0]).toMatchObject({
      name: 'Workplace',
      path: '/dashboard/workplace',
      children: [],
    });
    const external = menus.filter((m) => m.external);
    expect(external.map((m) => m.name)).toEqual(['arcoWebsite', 'faq']);
  });

  it('gives admin every route and the user menu none of the four admin-only entries', async () => {
    const names = async (username: string) => {
      const token = await t.login(username);
      const res = await t.request('GET', '/sys/user/menu', { token });
      const out: string[] = [];
      const walk = (list: Array<{ name: string; children: unknown[] }>) =>
        list.forEach((e) => {
          out.push(e.name);
          walk(e.children as never);
        });
      walk(res.body.data.data.menus);
      return out;
    };
    const admin = await names('admin');
    const user = await names('operator');
    for (const name of [
      'BzjCheckList',
      'BzjCheckMerchantList',
      'UserMmanage',
      'SysLogList',
      'Monitor',
      'StepForm',
    ]) {
      expect(admin).toContain(name);
    }
    for (const name of ['BzjCheckList', 'BzjCheckMerchantList', 'UserMmanage', 'SysLogList']) {
      expect(user).not.toContain(name);
    }
    // Routes whose role list excludes 'user' are not offered either.
    expect(user).not.toContain('Monitor');
    expect(user).not.toContain('Exception403');
    for (const name of ['Workplace', 'BzjList', 'SettleList', 'BzjMerchantList', 'SearchTable']) {
      expect(user).toContain(name);
    }
  });

  it('refuses a menu-restricted endpoint to a user whose menu lacks it (403100)', async () => {
    const token = await t.login('operator');
    const res = await t.request('GET', '/logs', { token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(403100);
  });
});
