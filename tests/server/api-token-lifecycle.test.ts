/**
 * Issue 21, "API tokens outlive every recovery step": password change, reset, disable and role
 * change end a user's tokens; administrators list and revoke anyone's; creating one re-checks the
 * password; lifetimes are bounded by scope; token streams are re-checked as tokens.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/users.ts';
import { call } from './business-support.ts';
import { sseReader } from './support/sse-reader.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { streamUseRows } from './support/token-uses.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: 'users' });
  admin = await t.login('admin');
}, 120_000);
afterAll(() => t?.close());

const PASSWORDS: Record<string, string> = {
  operator: 'Operator123',
  admin: 'Admin123',
  reviewer: 'Reviewer123',
};

async function mint(session: string, username: string, scope = 'read-write', days = 30) {
  const res = await t.request('POST', '/sys/user/api-tokens', {
    token: session,
    body: {
      name: `${username}-${scope}`,
      scope,
      expiresInDays: days,
      password: PASSWORDS[username],
    },
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(200000);
  return res.body.data as { id: number; token: string };
}

const infoCode = async (token: string) =>
  (await t.request('GET', '/sys/user/info', { token })).body.code as number;
const operatorRow = async () =>
  (await t.database.db.select().from(users).where(eq(users.username, 'operator')))[0];

describe('creating a token', () => {
  it('re-checks the password: missing or wrong is 400100 on the password field, in both locales', async () => {
    const session = await t.login('operator');
    for (const [password, locale] of [
      [undefined, 'en-US'],
      ['Wrong123', 'en-US'],
      ['Wrong123', 'zh-CN'],
    ] as const) {
      const res = await t.request('POST', '/sys/user/api-tokens', {
        token: session,
        body: { name: 'x', scope: 'read-only', expiresInDays: 7, password },
        headers: { 'accept-language': locale },
      });
      expect(res.body.code).toBe(400100);
      expect(Object.keys(res.body.data.fields)).toEqual(['password']);
    }
    const listed = await call(t, session, 'GET', '/sys/user/api-tokens');
    expect(listed).toEqual([]);
  });

  it('bounds lifetimes: read-write ≤ 90 days, read-only ≤ 365, never is refused', async () => {
    const session = await t.login('operator');
    const refused = [
      ['read-write', 91, 'Must be between 1 and 90'],
      ['read-only', 366, 'Must be between 1 and 365'],
      ['read-only', null, 'This field is required'],
      ['read-write', null, 'This field is required'],
    ] as const;
    for (const [scope, days, text] of refused) {
      const res = await t.request('POST', '/sys/user/api-tokens', {
        token: session,
        body: { name: 'x', scope, expiresInDays: days, password: 'Operator123' },
        headers: { 'accept-language': 'en-US' },
      });
      expect(res.body.code, `${scope} ${days}`).toBe(400100);
      expect(res.body.data.fields.expiresInDays).toBe(text);
    }
    await mint(session, 'operator', 'read-write', 90);
    await mint(session, 'operator', 'read-only', 365);
  });
});

describe('credential-ending events end the tokens', () => {
  it('an own password change', async () => {
    const session = await t.login('operator');
    const { token } = await mint(session, 'operator');
    expect(await infoCode(token)).toBe(200000);
    await call(t, session, 'POST', '/user/password', {
      body: {
        currentPassword: 'Operator123',
        newPassword: 'Operator456',
        confirmPassword: 'Operator456',
      },
    });
    expect(await infoCode(token)).toBe(200105);
    PASSWORDS.operator = 'Operator456';
  });

  it("an admin's reset, a disable (enable does not revive it) and a role change", async () => {
    const session = await t.login('operator', PASSWORDS.operator);
    const reset = await mint(session, 'operator');
    let op = await operatorRow();
    await call(t, admin, 'POST', `/users/${op.id}/reset-password`, {
      body: { version: op.version, password: 'Operator123' },
    });
    PASSWORDS.operator = 'Operator123';
    expect(await infoCode(reset.token)).toBe(200105);

    const again = await t.login('operator');
    const disabled = await mint(again, 'operator');
    op = await operatorRow();
    await call(t, admin, 'POST', `/users/${op.id}/disable`, { body: { version: op.version } });
    op = await operatorRow();
    await call(t, admin, 'POST', `/users/${op.id}/enable`, { body: { version: op.version } });
    expect(await infoCode(disabled.token)).toBe(200105);

    const third = await t.login('operator');
    const promoted = await mint(third, 'operator');
    op = await operatorRow();
    const filed = await call(t, admin, 'PUT', `/users/${op.id}`, {
      body: { version: op.version, role: 'admin' },
    });
    const reviewer = await t.login('reviewer');
    expect(await infoCode(promoted.token)).toBe(200000);
    await call(t, reviewer, 'POST', `/users/reviews/${filed.pendingReview.id}/approve`, {
      body: { version: 1 },
    });
    expect(await infoCode(promoted.token)).toBe(200105);
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.username, 'operator'));
  });
});

describe("an administrator and another user's tokens", () => {
  it('lists them (never the secret) and revokes one; a non-admin cannot', async () => {
    const session = await t.login('operator');
    const minted = await mint(session, 'operator', 'read-only', 30);
    const op = await operatorRow();
    const listed = await call(t, admin, 'GET', `/users/${op.id}/api-tokens`);
    expect(listed.map((x: { id: number }) => x.id)).toContain(minted.id);
    expect(JSON.stringify(listed)).not.toContain(minted.token);
    await call(t, session, 'GET', `/users/${op.id}/api-tokens`, {}, 403100);
    await call(
      t,
      session,
      'POST',
      `/users/${op.id}/api-tokens/${minted.id}/revoke`,
      { body: {} },
      403100,
    );
    const revoked = await call(t, admin, 'POST', `/users/${op.id}/api-tokens/${minted.id}/revoke`, {
      body: {},
    });
    expect(revoked.revokedAt).toBe(t.clock.now().toISOString());
    expect(await infoCode(minted.token)).toBe(200105);
    // A token id of another user is not found under this one.
    const adminToken = await mint(admin, 'admin', 'read-only', 7);
    await call(
      t,
      admin,
      'POST',
      `/users/${op.id}/api-tokens/${adminToken.id}/revoke`,
      { body: {} },
      404100,
    );
  });
});

describe('a token follows the live log', () => {
  async function openStream(token: string, headers: Record<string, string> = {}) {
    const abort = new AbortController();
    const res = await t.fetch('GET', '/logs/stream', { token, signal: abort.signal, headers });
    expect(res.status).toBe(200);
    return { reader: sseReader(res), stop: () => abort.abort() };
  }
  async function endedCode(reader: ReturnType<typeof sseReader>): Promise<number> {
    for (;;) {
      const ev = await reader.next(5000);
      if (!ev) throw new Error('no session-ended event');
      if (ev.event === 'session-ended') return (JSON.parse(ev.data) as { code: number }).code;
    }
  }
  const streamUses = async (tokenId: number) => (await streamUseRows(t, tokenId)).length;

  it('stays open past several re-checks, is audited once, and a resume adds no row', async () => {
    const { token, id } = await mint(admin, 'admin', 'read-only', 7);
    const { reader, stop } = await openStream(token);
    try {
      // Three re-checks' worth: the old code ended it after the first with 200101.
      expect(await reader.next(3500)).not.toMatchObject({ event: 'session-ended' });
      expect(reader.ended).toBe(false);
    } finally {
      stop();
    }
    const resumed = await openStream(token, { 'last-event-id': '1' });
    resumed.stop();
    expect(await streamUses(id)).toBe(1);
  });

  it('ends when the token is revoked (200105) or its user disabled (200110)', async () => {
    const { token, id } = await mint(admin, 'admin', 'read-only', 7);
    const first = await openStream(token);
    try {
      await call(t, admin, 'POST', `/sys/user/api-tokens/${id}/revoke`, { body: {} });
      expect(await endedCode(first.reader)).toBe(200105);
    } finally {
      first.stop();
    }
    const session = await t.login('reviewer');
    const rv = await mint(session, 'reviewer', 'read-only', 7);
    const second = await openStream(rv.token);
    try {
      await t.database.db
        .update(users)
        .set({ status: 'disabled' })
        .where(eq(users.username, 'reviewer'));
      expect(await endedCode(second.reader)).toBe(200110);
    } finally {
      second.stop();
      await t.database.db
        .update(users)
        .set({ status: 'active' })
        .where(eq(users.username, 'reviewer'));
    }
  });
});
