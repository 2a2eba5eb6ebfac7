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

// "Within 2 s" is the re-check interval, tested on fake timers in session-watch.test.ts; here a
// hang guard of 10× that limit only.
const HANG_GUARD_MS = 20_000;

/** Waits for the stream's session-ended event and its end; returns the code. */
async function endsWith(reader: ReturnType<typeof sseReader>) {
  for (;;) {
    const ev = await reader.next(HANG_GUARD_MS);
    if (!ev) throw new Error('no session-ended event within the hang guard');
    if (ev.event !== 'session-ended') continue;
    const envelope = JSON.parse(ev.data) as { code: number; message: string; data: unknown };
    expect(await reader.waitEnd(HANG_GUARD_MS)).toBe(true);
    expect(typeof envelope.message).toBe('string');
    return { code: envelope.code };
  }
}

async function setStatus(username: string, status: 'active' | 'disabled' | 'locked', until?: Date) {
  await t.database.db
    .update(users)
    .set({ status, lockedUntil: until ?? null })
    .where(eq(users.username, username));
}

describe('the live log stream ends with its session', () => {
  it('ends on a logout, with session-ended carrying 200105', async () => {
    const token = await t.login('admin');
    const { reader, stop } = await openStream(token);
    try {
      const out = await t.request('POST', '/sys/user/logout', { token });
      expect(out.body.code).toBe(200000);
      const ended = await endsWith(reader);
      expect(ended.code).toBe(200105);
    } finally {
      stop();
    }
  });

  it('ends on its user being disabled or locked (200110)', async () => {
    for (const status of ['disabled', 'locked'] as const) {
      const token = await t.login('reviewer');
      const { reader, stop } = await openStream(token);
      try {
        await setStatus('reviewer', status, new Date(t.clock.now().getTime() + 3_600_000));
        const ended = await endsWith(reader);
        expect(ended).toMatchObject({ code: 200110 });
      } finally {
        stop();
        await setStatus('reviewer', 'active');
      }
    }
  });

  it('ends on its session expiring (200102)', async () => {
    const token = await t.login('admin');
    const { reader, stop } = await openStream(token);
    try {
      t.clock.advance(13 * 3_600_000);
      const ended = await endsWith(reader);
      expect(ended.code).toBe(200102);
    } finally {
      stop();
    }
  });

  it('stays open while the session lives', async () => {
    const token = await t.login('admin');
    const { reader, stop } = await openStream(token);
    try {
      // Its re-checks passing is session-watch.test.ts's; here a log entry written now still comes.
      await t.request('POST', '/sys/user/logout', { token: await t.login('reviewer') });
      const ev = await reader.next(HANG_GUARD_MS);
      expect(ev?.event).toBe('log');
      expect(reader.ended).toBe(false);
    } finally {
      stop();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)('on two instances sharing one PostgreSQL', () => {
  it('ends a stream on instance A on a logout through instance B', async () => {
    const database = await openDatabase({ url: TEST_DATABASE_URL!, schema: t.database.schema });
    try {
      const b = createApp({ ...t.deps, database, events: createEventBus() });
      const token = await t.login('reviewer');
      const { reader, stop } = await openStream(token);
      try {
        const res = await b.request('/qy-sla-admin-api/sys/user/logout', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        });
        expect(((await res.json()) as { code: number }).code).toBe(200000);
        const ended = await endsWith(reader);
        expect(ended.code).toBe(200105);
      } finally {
        stop();
      }
    } finally {
      await database.close();
    }
  });
});
