import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, post, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

const workbench = (token: string) => call(app, token, 'GET', '/dashboard/workbench');
const pendingIn = async (queue: '/orgs/reviews' | '/users/reviews') =>
  (await call(app, app.admin, 'GET', queue, { query: { status: 'pending' } })).total as number;

test('an admin’s workbench counts each change-review queue’s pending reviews; the counts follow filing and deciding', async () => {
  const before = await workbench(app.reviewer);
  expect(before.pendingChangeReviews).toEqual({
    orgRouting: await pendingIn('/orgs/reviews'),
    adminGrants: await pendingIn('/users/reviews'),
  });

  // An operator files an organisation's routing, an admin grants the admin role: one more each.
  const org = await post(app, app.operator, '/orgs', {
    parentId: 1,
    code: 'WB-ROUTE',
    name: '工作台路由',
    kind: 'partner',
    settlementTarget: true,
    shareBp: 500,
    bankAccount: '6222021234567890',
  });
  const user = await post(app, app.admin, '/users', {
    username: 'wbadmin',
    name: '工作台管理员',
    phone: '13600004390',
    email: 'wbadmin@example.com',
    role: 'admin',
    orgId: 2,
    password: 'Shadow123',
  });
  const filed = await workbench(app.admin);
  expect(filed.pendingChangeReviews).toEqual({
    orgRouting: before.pendingChangeReviews.orgRouting + 1,
    adminGrants: before.pendingChangeReviews.adminGrants + 1,
  });

  // Deciding takes them off the count.
  await post(app, app.reviewer, `/orgs/reviews/${org.pendingReview.id}/approve`, { version: 1 });
  await post(app, app.reviewer, `/users/reviews/${user.pendingReview.id}/reject`, {
    version: 1,
    reason: '无需管理员权限',
  });
  expect((await workbench(app.admin)).pendingChangeReviews).toEqual(before.pendingChangeReviews);
});

test('an operator’s workbench carries no change-review counts, while its other figures match an admin’s', async () => {
  await post(app, app.operator, '/orgs', {
    parentId: 1,
    code: 'WB-ROUTE-2',
    name: '工作台路由二',
    kind: 'partner',
    settlementTarget: true,
    shareBp: 300,
    bankAccount: '6222021234567891',
  });
  const operator = await workbench(app.operator);
  const admin = await workbench(app.admin);
  expect(operator).not.toHaveProperty('pendingChangeReviews');
  expect(admin.pendingChangeReviews.orgRouting).toBeGreaterThan(0);
  const { pendingChangeReviews, ...shared } = admin;
  expect(pendingChangeReviews).toBeDefined();
  expect(operator).toEqual(shared);
});
