/**
 * Waiting for another process (a server's start, its SMS outbox, a build): `pollFor(check)` asks
 * `check` every `intervalMs` until it returns something other than undefined, and returns that.
 * Plain Node, not `vi.waitUntil`: the benches start servers through these helpers too.
 */
export interface PollOptions {
  /** A hang guard: give up after this long. */
  timeoutMs: number;
  /** How often to ask again (default 50 ms). */
  intervalMs?: number;
}

/** The first value `check` gives other than undefined; undefined once `timeoutMs` has passed. */
export async function pollFor<T>(
  check: () => T | undefined | Promise<T | undefined>,
  { timeoutMs, intervalMs = 50 }: PollOptions,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) return undefined;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
