import type { Db } from '../db/client.ts';
import type { SystemLogRow } from '../db/schema/system-logs.ts';
import type { LogFilters } from '../routes/logs/inputs.ts';
import { idsAfter, listLogsKeyset } from '../routes/logs/queries.ts';

export interface TailOptions {
  db: Db;
  filters: LogFilters;
  /** Deliver entries with ids above this. */
  afterId: number;
  signal: AbortSignal;
  /** Subscribes to wake-ups (a log row was written somewhere); returns the unsubscribe function. */
  onWake(fn: () => void): () => void;
  onEntries(rows: SystemLogRow[]): Promise<void>;
  /** Fallback poll interval when no wake-up arrives. */
  pollMs?: number;
  /** How long a missing id may stay missing before it is considered rolled back. */
  gapGraceMs?: number;
}

const BATCH = 1000;

/**
 * Follows the system log by id. Ids come from a sequence, so a transaction that took id 10 may commit
 * after one that took id 11; reading past 11 at once would lose 10 forever. The tail therefore only
 * advances over a contiguous run of ids, and waits up to `gapGraceMs` for a missing id (a rolled-back
 * transaction leaves a permanent hole) before skipping it. Filters are applied only to delivery.
 */
export async function tailLogs(opts: TailOptions): Promise<void> {
  const pollMs = opts.pollMs ?? 500;
  const grace = opts.gapGraceMs ?? 2_000;
  const gapSeen = new Map<number, number>();
  let last = opts.afterId;
  let wake: (() => void) | null = null;
  let pending = false;
  const unsubscribe = opts.onWake(() => {
    pending = true;
    wake?.();
  });
  const onAbort = () => wake?.();
  opts.signal.addEventListener('abort', onAbort);
  try {
    while (!opts.signal.aborted) {
      pending = false;
      const ids = await idsAfter(opts.db, last, BATCH);
      let high = last;
      const now = performance.now();
      for (const id of ids) {
        if (id !== high + 1) {
          const firstSeen = gapSeen.get(high + 1) ?? now;
          gapSeen.set(high + 1, firstSeen);
          if (now - firstSeen < grace) break;
        }
        high = id;
      }
      for (const key of gapSeen.keys()) if (key <= high) gapSeen.delete(key);
      if (high > last) {
        const rows = await listLogsKeyset(opts.db, opts.filters, {
          afterId: last,
          upToId: high,
          limit: BATCH,
        });
        last = high;
        if (rows.length > 0) await opts.onEntries(rows);
        if (ids.length === BATCH) continue;
      }
      if (opts.signal.aborted) break;
      const waitMs = gapSeen.size > 0 ? Math.min(pollMs, 100) : pollMs;
      if (!pending) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    }
  } finally {
    unsubscribe();
    opts.signal.removeEventListener('abort', onAbort);
  }
}
