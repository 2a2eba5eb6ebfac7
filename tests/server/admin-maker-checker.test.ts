/**
 * Issue 21, "one administrator can approve their own money-routing change": every change another
 * person makes to an administrator's phone, password, role or standing is a change review decided by
 * an administrator who is neither its maker nor its subject; refused with fewer than three admins.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.ts';
import { users } from '../../server/db/schema/users.ts';
import { call } from './business-support.ts';
import { createTestApp, freshIp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: string;
let reviewer: string;
const ids: Record<string, number> = {};

const userRow = async (username: string) =>
  (await t.database.db.select().from(users).where(eq(users.username, username)))[0];

/** A third administrator, made directly in the database (as the tests are told to). */
async function insertAdmin(username: string, phone: string): Promise<void> {
  const now = t.clock.now();
  await t.database.db.insert(users).values({
    username,
    name: '第三管理员',
    phone,
    email: `${username}@example.com`,
    role: 'admin',
    passwordHash: await hashPassword('Third123'),
    searchPinyin: '',
    createdAt: now,
    updatedAt: now,
  });
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'users' });
  // The demo seeds a third administrator (auditor); this file starts from two and adds its own third.
  await t.database.db.update(users).set({ role: 'user' }).where(eq(users.username, 'auditor'));
  admin = await t.login('admin');
  reviewer = await t.login('reviewer');
  for (const name of ['admin', 'reviewer', 'operator']) ids[name] = (await userRow(name)).id;
}, 120_000);
afterAll(() => t?.close());

describe('with two administrators', () => {
  it('refuses every change to the other admin with 422110, naming the host command', async () => {
    const b = await userRow('reviewer');
    const attempts: [string, string, unknown][] = [
      ['PUT', `/users/${b.id}`, { version: b.version, phone: '13900000666' }],
      ['PUT', `/users/${b.id}`, { version: b.version, role: 'user' }],
      ['POST', `/users/${b.id}/reset-password`, { version: b.version, password: 'Taken123' }],
      ['POST', `/users/${b.id}/disable`, { version: b.version }],
    ];
    for (const [method, path, body] of attempts) {
      for (const locale of ['en-US', 'zh-CN']) {
        const res = await t.request(method, path, {
          token: admin,
          body,
          headers: { 'accept-language': locale },
        });
        expect(res.body.code, `${method} ${path}`).toBe(422110);
        expect(res.body.message).toContain('npm run admin -- reset');
      }
    }
    const after = await userRow('reviewer');
    expect([after.phone, after.role, after.status, after.passwordHash]).toEqual([
      b.phone,
      b.role,
      b.status,
      b.passwordHash,
    ]);
  });
});

describe('with three administrators', () => {
  let third: string;
  beforeAll(async () => {
    await insertAdmin('third', '13800000009');
    third = await t.login('third', 'Third123');
  });

  it('the takeover: A files B’s new phone and password, cannot approve them, B cannot either, and A cannot sign in as B', async () => {
    const b = await userRow('reviewer');
    const edited = await call(t, admin, 'PUT', `/users/${b.id}`, {
      body: { version: b.version, phone: '13900000666', name: '审核员' },
    });
    expect(edited.pendingReview).toMatchObject({
      kind: 'admin_grant',
      subjectLabel: 'reviewer',
      changes: { phone: { from: '138****0002', to: '139****0666' } },
      status: 'pending',
    });
    expect((await userRow('reviewer')).phone).toBe('13800000002');
    const reviewId = edited.pendingReview.id as number;
    // The maker cannot approve; the subject cannot decide a change to their own account either way.
    await call(
      t,
      admin,
      'POST',
      `/users/reviews/${reviewId}/approve`,
      { body: { version: 1 } },
      403101,
    );
    await call(
      t,
      reviewer,
      'POST',
      `/users/reviews/${reviewId}/approve`,
      { body: { version: 1 } },
      403102,
    );
    await call(
      t,
      reviewer,
      'POST',
      `/users/reviews/${reviewId}/reject`,
      { body: { version: 1, reason: 'mine' } },
      403102,
    );
    // One pending change per admin: the reset waits until the phone change is decided.
    const cur = await userRow('reviewer');
    await call(
      t,
      admin,
      'POST',
      `/users/${b.id}/reset-password`,
      { body: { version: cur.version, password: 'Taken123' } },
      422108,
    );
    // A signs in as B with the password A chose: nothing was applied, so it is wrong, and B's code
    // goes to B's phone.
    const ip = freshIp();
    t.clock.advance(61_000);
    await t.request('POST', '/sms/send', { form: { username: 'reviewer' }, ip });
    expect(t.sms.sent.at(-1)?.phone).toBe('13800000002');
    const signIn = await t.request('POST', '/sys/user/loginByCode', {
      form: { username: 'reviewer', password: 'Taken123', code: t.sms.lastCode('reviewer') ?? '' },
      ip,
    });
    expect(signIn.body.code).toBe(200200);
    // Only the third administrator decides it; a rejection changes nothing.
    await call(t, third, 'POST', `/users/reviews/${reviewId}/reject`, {
      body: { version: 1, reason: 'not asked for' },
    });
    expect((await userRow('reviewer')).phone).toBe('13800000002');
  });

  it('a reset approved by the third admin applies and ends the subject’s sessions and tokens', async () => {
    const b = await userRow('reviewer');
    const session = await t.login('reviewer');
    const minted = await t.request('POST', '/sys/user/api-tokens', {
      token: session,
      body: { name: 'b', scope: 'read-only', expiresInDays: 30, password: 'Reviewer123' },
    });
    expect(minted.body.code).toBe(200000);
    const filed = await call(t, admin, 'POST', `/users/${b.id}/reset-password`, {
      body: { version: b.version, password: 'Renewed123' },
    });
    expect(filed.pendingReview.changes).toEqual({ password: { from: '******', to: '******' } });
    expect(JSON.stringify(filed)).not.toMatch(/scrypt|\$/);
    expect((await t.request('GET', '/sys/user/info', { token: session })).body.code).toBe(200000);
    await call(t, third, 'POST', `/users/reviews/${filed.pendingReview.id}/approve`, {
      body: { version: 1 },
    });
    expect((await t.request('GET', '/sys/user/info', { token: session })).body.code).toBe(200105);
    expect(
      (await t.request('GET', '/sys/user/info', { token: minted.body.data.token })).body.code,
    ).toBe(200105);
    reviewer = await t.login('reviewer', 'Renewed123');
  });

  it('demotion is reviewed too; afterwards two admins remain and the next one is refused', async () => {
    const b = await userRow('reviewer');
    const filed = await call(t, admin, 'PUT', `/users/${b.id}`, {
      body: { version: b.version, role: 'user' },
    });
    expect((await userRow('reviewer')).role).toBe('admin');
    await call(t, third, 'POST', `/users/reviews/${filed.pendingReview.id}/approve`, {
      body: { version: 1 },
    });
    expect((await userRow('reviewer')).role).toBe('user');
    const c = await userRow('third');
    await call(
      t,
      admin,
      'POST',
      `/users/${c.id}/disable`,
      { body: { version: c.version } },
      422110,
    );
    // Non-admins are still changed directly.
    const op = await userRow('operator');
    const done = await call(t, admin, 'PUT', `/users/${op.id}`, {
      body: { version: op.version, phone: '13800000333' },
    });
    expect(done.pendingReview).toBeNull();
    expect((await userRow('operator')).phone).toBe('13800000333');
  });

  it('the last administrator can never be demoted or disabled', async () => {
    await t.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.username, 'third'));
    const a = await userRow('admin');
    await call(
      t,
      admin,
      'PUT',
      `/users/${a.id}`,
      { body: { version: a.version, role: 'user' } },
      422111,
    );
    await call(
      t,
      admin,
      'POST',
      `/users/${a.id}/disable`,
      { body: { version: a.version } },
      422100,
    );
    expect((await userRow('admin')).role).toBe('admin');
  });
});
