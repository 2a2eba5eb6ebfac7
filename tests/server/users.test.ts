import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { users } from '../../server/db/schema/users.ts';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

const newUser = {
  username: 'new_clerk',
  name: '新职员',
  phone: '13600001234',
  email: 'clerk@example.com',
  role: 'user',
  orgId: 2,
  password: 'Clerk123',
};

test('create, edit, disable and enable a user, all versioned', async () => {
  await call(app, app.admin, 'POST', '/users', { body: { ...newUser, password: 'short' } }, 400100);
  const created = await call(app, app.admin, 'POST', '/users', { body: newUser });
  expect(created).toMatchObject({
    username: 'new_clerk',
    phone: '136****1234',
    orgName: '华东分公司',
    status: 'active',
    version: 1,
  });
  await call(app, app.admin, 'POST', '/users', { body: newUser }, 409102);
  const edited = await call(app, app.admin, 'PUT', `/users/${created.id}`, {
    body: { version: 1, name: '老职员', role: 'admin' },
  });
  // The promotion waits for a second admin; the name changes at once.
  expect(edited).toMatchObject({ name: '老职员', role: 'user', version: 2 });
  expect(edited.pendingReview).toMatchObject({ kind: 'admin_grant', status: 'pending' });
  await call(app, app.reviewer, 'POST', `/users/reviews/${edited.pendingReview.id}/approve`, {
    body: { version: 1 },
  });
  expect(await call(app, app.admin, 'GET', `/users/${created.id}`)).toMatchObject({
    role: 'admin',
    version: 3,
  });
  await call(
    app,
    app.admin,
    'PUT',
    `/users/${created.id}`,
    { body: { version: 1, name: 'stale' } },
    409100,
  );
  // The user is an administrator now: another admin's disable waits for a third (issue 21).
  const filed = await call(app, app.admin, 'POST', `/users/${created.id}/disable`, {
    body: { version: 3 },
  });
  expect(filed).toMatchObject({ status: 'active', version: 3 });
  expect(filed.pendingReview.changes).toEqual({ status: { from: 'active', to: 'disabled' } });
  await call(app, app.reviewer, 'POST', `/users/reviews/${filed.pendingReview.id}/approve`, {
    body: { version: 1 },
  });
  const disabled = await call(app, app.admin, 'GET', `/users/${created.id}`);
  expect(disabled).toMatchObject({ status: 'disabled', version: 4 });
  await call(
    app,
    app.admin,
    'POST',
    `/users/${created.id}/unlock`,
    { body: { version: 4 } },
    422101,
  );
  await call(app, app.admin, 'POST', `/users/${created.id}/enable`, { body: { version: 4 } });
  const list = await call(app, app.admin, 'GET', '/users', { query: { orgId: 2, q: '老' } });
  expect(list.items.map((u: { username: string }) => u.username)).toEqual(['new_clerk']);
  await call(app, app.operator, 'GET', '/users', {}, 403100);
});

test('a created user can sign in; a reset password signs them out and the new one works', async () => {
  const created = await call(app, app.admin, 'POST', '/users', {
    body: { ...newUser, username: 'signer', phone: '13600005678', password: 'Signer123' },
  });
  const token = await app.login('signer', 'Signer123');
  expect((await app.request('GET', '/sys/user/info', { token })).body.code).toBe(200000);
  await call(app, app.admin, 'POST', `/users/${created.id}/reset-password`, {
    body: { version: 1, password: 'Fresh456' },
  });
  expect((await app.request('GET', '/sys/user/info', { token })).body.code).not.toBe(200000);
  await expect(app.login('signer', 'Signer123')).rejects.toThrow();
  expect(await app.login('signer', 'Fresh456')).toBeTruthy();
});

test('unlock lifts a lock at once', async () => {
  const created = await call(app, app.admin, 'POST', '/users', {
    body: { ...newUser, username: 'locker', phone: '13600009999', password: 'Locker123' },
  });
  // Failed sign-ins no longer lock an account (issue 10: only the address is locked out), so the
  // lock is set as an earlier lockout left it.
  await app.database.db
    .update(users)
    .set({ status: 'locked', lockedUntil: new Date(app.clock.now().getTime() + 15 * 60_000) })
    .where(eq(users.id, created.id));
  await expect(app.login('locker', 'Locker123')).rejects.toThrow(/200205/);
  const locked = await call(app, app.admin, 'GET', `/users/${created.id}`);
  expect(locked.status).toBe('locked');
  await call(app, app.admin, 'POST', `/users/${created.id}/unlock`, {
    body: { version: locked.version },
  });
  app.clock.advance(61_000);
  expect(await app.login('locker', 'Locker123')).toBeTruthy();
});

test('unlock also lifts the per-address locks that failed sign-ins set, and forgets those failures', async () => {
  const created = await call(app, app.admin, 'POST', '/users', {
    body: { ...newUser, username: 'addr_locked', phone: '13600008888', password: 'Locked123' },
  });
  const ip = '198.51.100.77';
  const signIn = async (password: string) => {
    app.clock.advance(61_000);
    await app.request('POST', '/sms/send', { form: { username: 'addr_locked' }, ip });
    const code = app.sms.lastCode('addr_locked') ?? '000000';
    return (
      await app.request('POST', '/sys/user/loginByCode', {
        form: { username: 'addr_locked', password, code },
        ip,
      })
    ).body.code;
  };
  // Nothing is locked yet: unlock has nothing to do.
  await call(
    app,
    app.admin,
    'POST',
    `/users/${created.id}/unlock`,
    { body: { version: created.version } },
    422101,
  );
  for (let i = 0; i < 5; i++) expect(await signIn('Wrong1234')).toBe(200200);
  expect(await signIn('Locked123')).toBe(200205);
  const detail = await call(app, app.admin, 'GET', `/users/${created.id}`);
  // The account itself is not locked (issue 10): only that address is.
  expect(detail).toMatchObject({ status: 'active', lockedAddresses: 1 });
  await call(app, app.admin, 'POST', `/users/${created.id}/unlock`, {
    body: { version: detail.version },
  });
  expect((await call(app, app.admin, 'GET', `/users/${created.id}`)).lockedAddresses).toBe(0);
  expect(await signIn('Locked123')).toBe(200000);
});
