/**
 * SMS_COOLDOWN_SECONDS: the time between two codes to one user follows the setting, for the
 * sign-in code and a signed-in user's own codes alike, and every answer says the configured wait
 * (the console's countdown reads it). The default (60 s) is asserted in auth-sign-in and user-phone.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, freshIp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'users', config: { smsCooldownSeconds: 5 } });
});
afterAll(() => t.close());
beforeEach(() => t.clock.advance(60_000));

const sendCode = (username: string) =>
  t.request('POST', '/sms/send', { form: { username }, ip: freshIp() });

describe('with SMS_COOLDOWN_SECONDS=5', () => {
  it('answers a sign-in code with the configured wait and allows the next one after it', async () => {
    const first = await sendCode('admin');
    expect(first.body).toMatchObject({ code: 200000, data: { cooldownSeconds: 5 } });
    t.clock.advance(4_000);
    const early = await sendCode('admin');
    expect(early.status).toBe(429);
    // The seconds left, and the cooldown itself (qy login tells from both how old the code is).
    expect(early.body).toMatchObject({
      code: 200203,
      data: { cooldownSeconds: 1, periodSeconds: 5 },
    });
    t.clock.advance(1_000);
    expect((await sendCode('admin')).body.code).toBe(200000);
  });

  it('gives an unknown username the same configured wait', async () => {
    const first = await sendCode('nobody-here');
    expect(first.body).toMatchObject({ code: 200000, data: { cooldownSeconds: 5 } });
    expect((await sendCode('nobody-here')).body).toMatchObject({
      code: 200203,
      data: { cooldownSeconds: 5, periodSeconds: 5 },
    });
  });

  it("applies to a signed-in user's own codes (a new phone)", async () => {
    const token = await t.login('operator');
    const send = () =>
      t.request('POST', '/user/phone/code', { token, body: { phone: '13912345678' } });
    expect((await send()).body).toMatchObject({ code: 200000, data: { cooldownSeconds: 5 } });
    t.clock.advance(3_000);
    expect((await send()).body).toMatchObject({
      code: 200203,
      data: { cooldownSeconds: 2, periodSeconds: 5 },
    });
    t.clock.advance(2_000);
    expect((await send()).body.code).toBe(200000);
  });
});
