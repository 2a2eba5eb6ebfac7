import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { users } from '../../server/db/schema/users.ts';
import { createEventBus } from '../../server/stream/event-bus.ts';
import { sseReader } from './support/sse-reader.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { TEST_DATABASE_URL } from './support/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'users' });
});
afterAll(() => t.close());

async function openStream(token: string) {
  const abort = new AbortController();
  const res = await t.fetch('GET', '/logs/stream', { token, signal: abort.signal });
  expect(res.status).toBe(200);
  return { reader: sseReader(res), stop: () => abort.abort() };
}

/** Waits for the stream's session-ended event and its end; returns the code and how long it took. */
async function endsWith(reader: ReturnType<typeof sseReader>, started: number) {
  for (;;) {
    const ev = await reader.next(2500);
    if (!ev) throw new Error('no session-ended event within 2.5 s');
    if (ev.event !== 'session-ended') continue;
    const envelope = JSON.parse(ev.data) as { code: number; message: string; data: unknown };
    const ms = Date.now() - started;
    expect(await reader.waitEnd(1000)).toBe(true);
    expect(typeof envelope.message).toBe('string');
    return { code: envelope.code, ms };
  }
}

async function setStatus(username: string, status: 'active' | 'disabled' | 'locked', until?: Date) {
  await t.database.db
    .update(users)
    .set({ status, lockedUntil: until ?? null })
    .where(eq(users.username, username));
}

describe('the live log stream ends with its session', () => {
  it('ends within 2 s of a logout, with session-ended carrying 200105', async () => {
    const token = await t.login('admin');
    const { reader, stop } = await openStream(token);
    try {
      const started = Date.now();
      const out = await t.request('POST', '/sys/user/logout', { token });
      expect(out.body.code).toBe(200000);
      const ended = await endsWith(reader, started);
      expect(ended.code).toBe(200105);
      expect(ended.ms).toBeLessThan(2000);
    } finally {
      stop();
    }
  });

  it('ends within 2 s of its user being disabled or locked (200110)', async () => {
    for (const status of ['disabled', 'locked'] as const) {
      const token = await t.login('reviewer');
      const { reader, stop } = await openStream(token);
      try {
        const started = Date.now();
        await setStatus('reviewer', status, new Date(t.clock.now().getTime() + 3_600_000));
        const ended = await endsWith(reader, started);
        expect(ended).toMatchObject({ code: 200110 });
        expect(ended.ms).toBeLessThan(2000);
      } finally {
        stop();
        await setStatus('reviewer', 'active');
      }
    }
  });

  it('ends within 2 s of its session expiring (200102)', async () => {
    const token = await t.login('admin');
    const { reader, stop } = await openStream(token);
    try {
      const started = Date.now();
      t.clock.advance(13 * 3_600_000);
      const ended = await endsWith(reader, started);
      expect(ended.code).toBe(200102);
      expect(ended.ms).toBeLessThan(2000);
    } finally {
      stop();
    }
  });

  it('stays open while the session lives', async () => {
    const token = await t.login('admin');
    const { reader, stop } = await openStream(token);
    try {
      expect(await reader.next(2500)).toBeNull();
      expect(reader.ended).toBe(false);
    } finally {
      stop();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)('on two instances sharing one PostgreSQL', () => {
  it('ends a stream on instance A within 2 s of a logout through instance B', async () => {
    const database = await openDatabase({ url: TEST_DATABASE_URL!, schema: t.database.schema });
    try {
      const b = createApp({ ...t.deps, database, events: createEventBus() });
      const token = await t.login('reviewer');
      const { reader, stop } = await openStream(token);
      try {
        const started = Date.now();
        const res = await b.request('/qy-sla-admin-api/sys/user/logout', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        });
        expect(((await res.json()) as { code: number }).code).toBe(200000);
        const ended = await endsWith(reader, started);
        expect(ended.code).toBe(200105);
        expect(ended.ms).toBeLessThan(2000);
      } finally {
        stop();
      }
    } finally {
      await database.close();
    }
  });
});
