/**
 * A lock across the test processes (vitest's forks) and within one: `withFileLock(file, fn)` runs
 * `fn` while holding `file` (server/db/lock.ts: a pid file created atomically, taken over when its
 * process died), waiting for the holder otherwise. The shared templates (a seeded PGlite dump, the
 * browser files' seeded data directory) are built under it, so files starting together build one
 * and the others wait and reuse it.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { tryLockFile } from '../../server/db/lock.ts';

/** How often a waiter looks again. */
const POLL_MS = 50;

/** One process holds a lock file once: its own callers queue here first. */
const queues = new Map<string, Promise<unknown>>();

export interface FileLockOptions {
  /** Give up waiting after this long (a hang guard; default 10 minutes). */
  timeoutMs?: number;
}

export async function withFileLock<T>(
  file: string,
  fn: () => Promise<T>,
  options: FileLockOptions = {},
): Promise<T> {
  const before = queues.get(file) ?? Promise.resolve();
  const run = before.then(async () => {
    const release = await acquire(file, options.timeoutMs ?? 600_000);
    try {
      return await fn();
    } finally {
      release();
    }
  });
  const settled = run.catch(() => undefined);
  queues.set(file, settled);
  void settled.then(() => {
    if (queues.get(file) === settled) queues.delete(file);
  });
  return run;
}

async function acquire(file: string, timeoutMs: number): Promise<() => void> {
  mkdirSync(dirname(file), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const taken = tryLockFile(file);
    if (typeof taken === 'function') return taken;
    if (Date.now() > deadline)
      throw new Error(`${file} is still held by process ${taken} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, POLL_MS)); // polls the holder's release
  }
}
