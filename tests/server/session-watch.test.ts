import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../server/db/schema/sessions.ts';
import { users } from '../../server/db/schema/users.ts';
import type { AuthedCtx } from '../../server/http/context.ts';
import { SESSION_RECHECK_MS, watchSession } from '../../server/stream/session-watch.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The live stream's "ends within 2 s of a revocation" is this configured interval: tested on fake
// interval timers (the database stays real), so no test measures elapsed time.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'users' });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A stream's context for `username`'s newest session, with a count of the re-checks started. */
async function watched(username: string) {
  const token = await t.login(username);
  const [row] = await t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.username, username))
    .orderBy(desc(sessions.id))
    .limit(1);
  const checks = { started: 0 };
  const ctx = {
    user: { sessionId: row.id },
    db: t.database.db,
    // Each re-check reads the clock once: the count of re-checks started.
    clock: { now: () => (checks.started++, t.clock.now()) },
    deps: t.deps,
  } as unknown as AuthedCtx;
  return { token, ctx, checks };
}

describe('watchSession', () => {
  it('re-checks at least every 2 s', () => {
    expect(SESSION_RECHECK_MS).toBeLessThanOrEqual(2_000);
  });

  it('reports a logout at the first re-check after it, not before', async () => {
    const { token, ctx, checks } = await watched('reviewer');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const onEnded = vi.fn();
    const stop = watchSession(ctx, { onEnded });
    try {
      expect((await t.request('POST', '/sys/user/logout', { token })).body.code).toBe(200000);
      expect(checks.started).toBe(0);
      vi.advanceTimersByTime(SESSION_RECHECK_MS);
      expect(checks.started).toBe(1);
      await expect.poll(() => onEnded.mock.calls, { timeout: 10_000 }).toEqual([[200105]]);
      // Once ended, it stops re-checking.
      vi.advanceTimersByTime(SESSION_RECHECK_MS * 3);
      expect(checks.started).toBe(1);
    } finally {
      stop();
    }
  });

  it('keeps a live session watched, re-check after re-check', async () => {
    const { ctx, checks } = await watched('admin');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const onEnded = vi.fn();
    const stop = watchSession(ctx, { onEnded });
    try {
      // A re-check starts only when the one before has finished: the third proves two passed.
      for (let n = 1; n <= 3; n++) {
        await expect
          .poll(
            () => {
              vi.advanceTimersByTime(SESSION_RECHECK_MS);
              return checks.started;
            },
            { timeout: 10_000 },
          )
          .toBeGreaterThanOrEqual(n);
      }
      expect(onEnded).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });
});
