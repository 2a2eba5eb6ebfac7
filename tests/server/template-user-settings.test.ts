import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

test('your sessions list marks the current one; another can be ended, this one cannot', async () => {
  const second = await app.login('operator');
  const mine = await call(app, app.operator, 'GET', '/user/sessions');
  expect(mine.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
  const other = mine.find((s: { current: boolean }) => !s.current);
  expect(other).toBeDefined();
  const current = mine.find((s: { current: boolean }) => s.current);
  await call(app, app.operator, 'DELETE', `/user/sessions/${current.id}`, {}, 422101);
  // Someone else's session is not yours to end.
  await call(app, app.admin, 'DELETE', `/user/sessions/${other.id}`, {}, 404100);
  await call(app, app.operator, 'DELETE', `/user/sessions/${other.id}`);
  await call(app, second, 'GET', '/user/profile', {}, 200105);
  const after = await call(app, app.operator, 'GET', '/user/sessions');
  expect(after.map((s: { id: number }) => s.id)).not.toContain(other.id);
});

test('the password changes under the seed’s rule, with the current one checked', async () => {
  const second = await app.login('reviewer');
  const weak = await app.request('POST', '/user/password', {
    token: app.reviewer,
    body: { currentPassword: 'Reviewer123', newPassword: 'lower1', confirmPassword: 'lower2' },
  });
  expect(weak.body.code).toBe(400100);
  expect(Object.keys(weak.body.data.fields).sort()).toEqual(['confirmPassword', 'newPassword']);
  const wrong = await app.request('POST', '/user/password', {
    token: app.reviewer,
    body: { currentPassword: 'nope', newPassword: 'Better123', confirmPassword: 'Better123' },
  });
  expect(wrong.body.code).toBe(400100);
  expect(wrong.body.data.fields).toEqual({ currentPassword: '当前密码错误' });
  // An administrator also gives the code sent to the current phone (issue 21).
  app.clock.advance(61_000);
  await call(app, app.reviewer, 'POST', '/user/reauth/code');
  const changed = await call(app, app.reviewer, 'POST', '/user/password', {
    body: {
      currentPassword: 'Reviewer123',
      newPassword: 'Better123',
      confirmPassword: 'Better123',
      currentPhoneCode: app.sms.sent.at(-1)!.code,
    },
  });
  expect(changed).toEqual({ otherSessionsEnded: 1 });
  // This session stays; the other one is signed out; the new password signs in.
  await call(app, app.reviewer, 'GET', '/user/profile');
  await call(app, second, 'GET', '/user/profile', {}, 200105);
  expect(await app.login('reviewer', 'Better123')).toBeTruthy();
});
