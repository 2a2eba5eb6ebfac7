/**
 * Issue 21: an administrator's own phone or password change stays direct but re-checks the current
 * password and a code sent to the current phone (POST /user/reauth/code). Others are unchanged.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call } from './business-support.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: 'users' });
  admin = await t.login('admin');
}, 120_000);
afterAll(() => t?.close());

const fieldsOf = (body: { data: { fields?: Record<string, string> } }) =>
  Object.keys(body.data.fields ?? {});

/** A reauth code sent to the admin's current phone, after the send cooldown. */
async function reauthCode(): Promise<string> {
  t.clock.advance(61_000);
  const sent = await call(t, admin, 'POST', '/user/reauth/code');
  expect(sent.phone).toBe('138****0001');
  expect(t.sms.sent.at(-1)).toMatchObject({ username: 'admin', phone: '13800000001' });
  return t.sms.sent.at(-1)!.code;
}

it('an admin’s own password change needs the code sent to the current phone', async () => {
  const body = {
    currentPassword: 'Admin123',
    newPassword: 'Admin456',
    confirmPassword: 'Admin456',
  };
  const without = await t.request('POST', '/user/password', { token: admin, body });
  expect(without.body.code).toBe(400100);
  expect(fieldsOf(without.body)).toEqual(['currentPhoneCode']);
  const code = await reauthCode();
  const wrong = code === '000000' ? '111111' : '000000';
  const bad = await t.request('POST', '/user/password', {
    token: admin,
    body: { ...body, currentPhoneCode: wrong },
  });
  expect(bad.body.code).toBe(200201);
  await call(t, admin, 'POST', '/user/password', { body: { ...body, currentPhoneCode: code } });
  // The code is spent.
  const again = await t.request('POST', '/user/password', {
    token: admin,
    body: {
      currentPassword: 'Admin456',
      newPassword: 'Admin789',
      confirmPassword: 'Admin789',
      currentPhoneCode: code,
    },
  });
  expect(again.body.code).toBe(200202);
});

it('an admin’s own phone change needs the current password and the current phone’s code', async () => {
  t.clock.advance(61_000);
  await call(t, admin, 'POST', '/user/phone/code', { body: { phone: '13911112222' } });
  const newCode = t.sms.sent.at(-1)!.code;
  const noProof = await t.request('PUT', '/user/phone', {
    token: admin,
    body: { phone: '13911112222', code: newCode },
  });
  expect(noProof.body.code).toBe(400100);
  expect(fieldsOf(noProof.body)).toEqual(['currentPassword']);
  const wrongPassword = await t.request('PUT', '/user/phone', {
    token: admin,
    body: { phone: '13911112222', code: newCode, currentPassword: 'Nope1234' },
  });
  expect(fieldsOf(wrongPassword.body)).toEqual(['currentPassword']);
  const code = await reauthCode();
  const changed = await call(t, admin, 'PUT', '/user/phone', {
    body: {
      phone: '13911112222',
      code: newCode,
      currentPassword: 'Admin456',
      currentPhoneCode: code,
    },
  });
  expect(changed.phone).toBe('139****2222');
});

it('a non-admin changes their own password with the current password alone', async () => {
  const operator = await t.login('operator');
  await call(t, operator, 'POST', '/user/password', {
    body: {
      currentPassword: 'Operator123',
      newPassword: 'Operator456',
      confirmPassword: 'Operator456',
    },
  });
});
