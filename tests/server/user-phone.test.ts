/**
 * User Setting · change phone by SMS: the code goes to the new number, only that code for that
 * number changes it, codes of the two purposes never stand in for each other, the send cooldown
 * and the wrong-try limit hold, and every step is in the log.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

const lastSent = () => app.sms.sent.at(-1)!;

test('the phone changes only with the code sent to the new number', async () => {
  const before = await call(app, app.operator, 'GET', '/user/profile');
  const bad = await app.request('POST', '/user/phone/code', {
    token: app.operator,
    body: { phone: '12345' },
  });
  expect(bad.body.code).toBe(400100);
  expect(Object.keys(bad.body.data.fields)).toEqual(['phone']);

  const sent = await call(app, app.operator, 'POST', '/user/phone/code', {
    body: { phone: '13912345678' },
  });
  expect(sent).toEqual({ cooldownSeconds: 60, phone: '139****5678' });
  expect(lastSent()).toMatchObject({ username: 'operator', phone: '13912345678' });
  const code = lastSent().code;

  // A second send within the minute is refused with the wait.
  await call(
    app,
    app.operator,
    'POST',
    '/user/phone/code',
    { body: { phone: '13912345678' } },
    200203,
  );

  // The code confirms only the number it was sent to.
  await call(
    app,
    app.operator,
    'PUT',
    '/user/phone',
    { body: { phone: '13900000000', code } },
    200202,
  );
  const wrongCode = code === '000000' ? '111111' : '000000';
  const wrong = await app.request('PUT', '/user/phone', {
    token: app.operator,
    body: { phone: '13912345678', code: wrongCode },
  });
  expect(wrong.body.code).toBe(200201);
  expect(Object.keys(wrong.body.data.fields)).toEqual(['code']);
  expect((await call(app, app.operator, 'GET', '/user/profile')).phone).toBe(before.phone);

  const changed = await call(app, app.operator, 'PUT', '/user/phone', {
    body: { phone: '13912345678', code },
  });
  expect(changed).toEqual({ phone: '139****5678' });
  expect((await call(app, app.operator, 'GET', '/user/profile')).phone).toBe('139****5678');
  // The number is now yours: asking for it again is refused.
  await call(
    app,
    app.operator,
    'PUT',
    '/user/phone',
    { body: { phone: '13912345678', code } },
    400100,
  );

  const logs = await call(app, app.admin, 'GET', '/logs', { query: { pageSize: 50 } });
  const actions = logs.items.map((l: { action: string }) => l.action);
  expect(actions).toContain('phone.change');
  expect(actions).toContain('phone.code');
});

// A non-admin's codes (an administrator's own change also re-checks: admin-self-recheck.test.ts).
test('a phone code never signs in, and a sign-in code never changes the phone', async () => {
  app.clock.advance(61_000);
  await call(app, app.operator, 'POST', '/user/phone/code', { body: { phone: '13812340000' } });
  const phoneCode = lastSent().code;
  // A sign-in code for the same user, sent after the phone code.
  await app.request('POST', '/sms/send', { form: { username: 'operator' } });
  const signInCode = app.sms.lastCode('operator')!;
  if (signInCode !== phoneCode) {
    await call(
      app,
      app.operator,
      'PUT',
      '/user/phone',
      { body: { phone: '13812340000', code: signInCode } },
      200201,
    );
    const signIn = await app.request('POST', '/sys/user/loginByCode', {
      form: { username: 'operator', password: 'Operator123', code: phoneCode },
    });
    expect(signIn.body.code).not.toBe(200000);
  }
  // The sign-in code still signs in: sending a phone code did not retire it.
  const ok = await app.request('POST', '/sys/user/loginByCode', {
    form: { username: 'operator', password: 'Operator123', code: signInCode },
  });
  expect(ok.body.code).toBe(200000);
  // And the phone code still changes the phone.
  const changed = await call(app, app.operator, 'PUT', '/user/phone', {
    body: { phone: '13812340000', code: phoneCode },
  });
  expect(changed.phone).toBe('138****0000');
});

test('five wrong codes spend the phone code; your own number is refused', async () => {
  app.clock.advance(61_000);
  const profile = await call(app, app.operator, 'GET', '/user/profile');
  expect(profile.phone).toMatch(/\*\*\*\*/);
  await call(app, app.operator, 'POST', '/user/phone/code', { body: { phone: '13700001111' } });
  const code = lastSent().code;
  const wrongCode = code === '000000' ? '111111' : '000000';
  const codes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const r = await app.request('PUT', '/user/phone', {
      token: app.operator,
      body: { phone: '13700001111', code: wrongCode },
    });
    codes.push(r.body.code);
  }
  expect(codes).toEqual([200201, 200201, 200201, 200201, 200204]);
  await call(
    app,
    app.operator,
    'PUT',
    '/user/phone',
    { body: { phone: '13700001111', code } },
    200204,
  );

  const same = await app.request('POST', '/user/phone/code', {
    token: app.operator,
    body: { phone: '13812340000' },
  });
  expect(same.body.code).toBe(400100);
  expect(Object.keys(same.body.data.fields)).toEqual(['phone']);
});
