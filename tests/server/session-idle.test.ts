import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'users', config: { sessionIdleMinutes: 1 } });
});
afterAll(() => t.close());

describe('the idle window with SESSION_IDLE_MINUTES=1', () => {
  it('keeps a session used every 15 s alive, and ends one left alone for a minute', async () => {
    const token = await t.login('admin');
    for (let i = 0; i < 12; i++) {
      t.clock.advance(15_000);
      expect((await t.request('GET', '/sys/user/info', { token })).body.code).toBe(200000);
    }
    t.clock.advance(60_000);
    expect((await t.request('GET', '/sys/user/info', { token })).body.code).toBe(200102);
  });
});
