/**
 * Issue 21, "standing (disable, lock)": another person's unlock of an administrator is a change
 * review like disable/enable (admin_grant queue: neither maker nor subject decides it; refused with
 * fewer than three administrators), while unlocking a non-administrator stays direct.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/users.ts';
import { call } from './business-support.ts';
import { createTestApp, freshIp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: string;
let reviewer: string;

const userRow = async (username: string) =>
  (await t.database.db.select().from(users).where(eq(users.username, username)))[0];

/** Locks an account as an earlier lockout left it (failed sign-ins now lock only the address). */
const lockAccount = (username: string) =>
  t.database.db
    .update(users)
    .set({ status: 'locked', lockedUntil: new Date(t.clock.now().getTime() + 15 * 60_000) })
    .where(eq(users.username, username));

/** Five wrong sign-ins of `username` from one address: that address is locked out. */
async function lockAddress(username: string): Promise<string> {
  const ip = freshIp();
  for (let i = 0; i < 5; i++) {
    t.clock.advance(61_000);
    await t.request('POST', '/sms/send', { form: { username }, ip });
    await t.request('POST', '/sys/user/loginByCode', {
      form: { username, password: 'Wrong1234', code: t.sms.lastCode(username) ?? '000000' },
      ip,
    });
  }
  return ip;
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'users' });
  admin = await t.login('admin');
  reviewer = await t.login('reviewer');
}, 120_000);
afterAll(() => t?.close());

describe('with two administrators', () => {
  beforeAll(async () => {
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.username, 'auditor'));
  });
  afterAll(async () => {
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.username, 'auditor'));
  });

  it('refuses another person’s unlock of an administrator with 422110, naming the host command', async () => {
    await lockAccount('reviewer');
    const b = await userRow('reviewer');
    for (const locale of ['en-US', 'zh-CN']) {
      const res = await t.request('POST', `/users/${b.id}/unlock`, {
        token: admin,
        body: { version: b.version },
        headers: { 'accept-language': locale },
      });
      expect(res.body.code).toBe(422110);
      expect(res.body.message).toContain('npm run admin -- reset');
    }
    expect((await userRow('reviewer')).status).toBe('locked');
    await t.database.db
      .update(users)
      .set({ status: 'active', lockedUntil: null })
      .where(eq(users.username, 'reviewer'));
  });
});

describe('with three administrators', () => {
  it('files the unlock for review; maker and subject cannot decide it; a third admin’s approval lifts both locks', async () => {
    const auditor = await t.login('auditor');
    const ip = await lockAddress('reviewer');
    await lockAccount('reviewer');
    const b = await userRow('reviewer');
    const filed = await call(t, admin, 'POST', `/users/${b.id}/unlock`, {
      body: { version: b.version },
    });
    expect(filed.status).toBe('locked');
    expect(filed.pendingReview).toMatchObject({
      kind: 'admin_grant',
      subjectLabel: 'reviewer',
      status: 'pending',
      changes: { status: { from: 'locked', to: 'active' }, lockedAddresses: { from: 1, to: 0 } },
    });
    const id = filed.pendingReview.id as number;
    expect((await userRow('reviewer')).status).toBe('locked');
    const approve = (token: string, code: number) =>
      call(t, token, 'POST', `/users/reviews/${id}/approve`, { body: { version: 1 } }, code);
    await approve(admin, 403101);
    // The subject, locked, has no session to decide with (200110); the next test sees 403102.
    await approve(reviewer, 200110);
    await approve(auditor, 200000);
    const after = await call(t, admin, 'GET', `/users/${b.id}`);
    expect(after).toMatchObject({ status: 'active', lockedAddresses: 0 });
    // The address that was locked out signs in again.
    t.clock.advance(61_000);
    await t.request('POST', '/sms/send', { form: { username: 'reviewer' }, ip });
    const signIn = await t.request('POST', '/sys/user/loginByCode', {
      form: {
        username: 'reviewer',
        password: 'Reviewer123',
        code: t.sms.lastCode('reviewer') ?? '',
      },
      ip,
    });
    expect(signIn.body.code).toBe(200000);
  });

  it('an administrator with only a locked address: the review lifts the address lock', async () => {
    await lockAddress('auditor');
    const c = await userRow('auditor');
    const filed = await call(t, admin, 'POST', `/users/${c.id}/unlock`, {
      body: { version: c.version },
    });
    expect(filed.pendingReview.changes).toEqual({ lockedAddresses: { from: 1, to: 0 } });
    expect((await call(t, admin, 'GET', `/users/${c.id}`)).lockedAddresses).toBe(1);
    const auditor = await t.login('auditor');
    for (const token of [admin, auditor])
      await call(
        t,
        token,
        'POST',
        `/users/reviews/${filed.pendingReview.id}/approve`,
        { body: { version: 1 } },
        token === admin ? 403101 : 403102,
      );
    await call(t, reviewer, 'POST', `/users/reviews/${filed.pendingReview.id}/approve`, {
      body: { version: 1 },
    });
    expect((await call(t, admin, 'GET', `/users/${c.id}`)).lockedAddresses).toBe(0);
    // Nothing locked any more: a further unlock has nothing to file.
    const now = await userRow('auditor');
    await call(
      t,
      admin,
      'POST',
      `/users/${c.id}/unlock`,
      { body: { version: now.version } },
      422101,
    );
  });

  it('unlocking a non-administrator stays direct', async () => {
    await lockAccount('operator');
    const op = await userRow('operator');
    const done = await call(t, admin, 'POST', `/users/${op.id}/unlock`, {
      body: { version: op.version },
    });
    expect(done).toMatchObject({ status: 'active', pendingReview: null });
  });
});
