import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rowsOf } from '../../server/db/migrate.ts';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

const person = (username: string, phone: string) => ({
  username,
  name: '影子管理员',
  phone,
  email: `${username}@example.com`,
  role: 'admin',
  orgId: 2,
  password: 'Shadow123',
});

test('an admin created by one admin is a user until a second admin approves; the maker cannot approve', async () => {
  const created = await call(app, app.admin, 'POST', '/users', {
    body: person('shadow', '13600004321'),
  });
  expect(created).toMatchObject({ username: 'shadow', role: 'user' });
  expect(created.pendingReview).toMatchObject({
    kind: 'admin_grant',
    subjectId: created.id,
    subjectLabel: 'shadow',
    changes: { role: { from: 'user', to: 'admin' } },
    submittedBy: 'admin',
    status: 'pending',
  });

  // The shadow account cannot decide anything as an admin yet (the maker–checker bypass).
  const shadow = await app.login('shadow', 'Shadow123');
  await call(app, shadow, 'GET', '/deposits/requests', {}, 403100);
  await call(
    app,
    shadow,
    'POST',
    `/users/reviews/${created.pendingReview.id}/approve`,
    { body: { version: 1 } },
    403100,
  );
  await call(
    app,
    app.admin,
    'POST',
    `/users/reviews/${created.pendingReview.id}/approve`,
    { body: { version: 1 } },
    403101,
  );
  // An admin-grant review is not decided through the organisations' queue.
  await call(
    app,
    app.reviewer,
    'POST',
    `/orgs/reviews/${created.pendingReview.id}/approve`,
    { body: { version: 1 } },
    404100,
  );
  const queue = await call(app, app.reviewer, 'GET', '/users/reviews', {
    query: { status: 'pending' },
  });
  expect(queue.items.map((r: { subjectLabel: string }) => r.subjectLabel)).toContain('shadow');

  await call(app, app.reviewer, 'POST', `/users/reviews/${created.pendingReview.id}/approve`, {
    body: { version: 1 },
  });
  expect(await call(app, app.admin, 'GET', `/users/${created.id}`)).toMatchObject({
    role: 'admin',
  });
  await call(app, shadow, 'GET', '/deposits/requests');

  const logs = rowsOf<{ action: string; username: string; result: string }>(
    await app.database.db.execute(
      sql`select action, username, result from system_logs where module = 'users' and target = 'shadow' order by id`,
    ),
  );
  expect(logs.filter((l) => l.result === 'success')).toEqual([
    { action: 'create', username: 'admin', result: 'success' },
    { action: 'submit_admin_grant', username: 'admin', result: 'success' },
    { action: 'approve', username: 'reviewer', result: 'success' },
  ]);
});

test('a rejected promotion leaves the role as it was', async () => {
  const created = await call(app, app.admin, 'POST', '/users', {
    body: { ...person('promoted', '13600004322'), role: 'user' },
  });
  expect(created.pendingReview).toBeNull();
  const edited = await call(app, app.reviewer, 'PUT', `/users/${created.id}`, {
    body: { version: created.version, role: 'admin' },
  });
  expect(edited).toMatchObject({ role: 'user' });
  await call(app, app.admin, 'POST', `/users/reviews/${edited.pendingReview.id}/reject`, {
    body: { version: 1, reason: '无需管理员权限' },
  });
  expect((await call(app, app.admin, 'GET', `/users/${created.id}`)).role).toBe('user');
});

test('disabling a user ends their sessions; enabling again does not bring the old token back', async () => {
  const created = await call(app, app.admin, 'POST', '/users', {
    body: { ...person('leaver', '13600004323'), role: 'user' },
  });
  const token = await app.login('leaver', 'Shadow123');
  expect((await app.request('GET', '/sys/user/info', { token })).body.code).toBe(200000);
  const disabled = await call(app, app.admin, 'POST', `/users/${created.id}/disable`, {
    body: { version: created.version },
  });
  const revoked = rowsOf<{ n: number }>(
    await app.database.db.execute(
      sql`select count(*)::int as n from sessions where user_id = ${created.id} and revoked_at is null`,
    ),
  );
  expect(revoked[0].n).toBe(0);
  await call(app, app.admin, 'POST', `/users/${created.id}/enable`, {
    body: { version: disabled.version },
  });
  const after = await app.request('GET', '/sys/user/info', { token });
  expect(after.body.code).not.toBe(200000);
  expect(await app.login('leaver', 'Shadow123')).toBeTruthy();
});
