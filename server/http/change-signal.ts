import { forgetSessions } from '../auth/sessions.ts';
import type { Database } from '../db/client.ts';
import { forgetRecordNames } from '../domain/record-names.ts';
import { forgetSettlementTotals } from '../domain/settlement-totals.ts';
import type { Logger } from '../logging/logger.ts';

/** The channel the instances sharing one PostgreSQL schema announce their change requests on. */
export const changesChannel = (database: Database): string => `qy_changes_${database.schema}`;

/** Drops what this process keeps from the database: sessions, settlement totals, record names. */
function forgetCached(): void {
  forgetSessions();
  forgetSettlementTotals();
  forgetRecordNames();
}

export interface ChangeSignal {
  /** A change request ended on this instance (whether it changed anything or not). */
  changed(): void;
  /** Stops listening (shutdown). */
  close(): Promise<void>;
}

/**
 * No cached session, total or name outlives a change request (disable, lock, role, password, logout, a
 * settlement moved …): this instance forgets at once, and on PostgreSQL it sends a NOTIFY after the
 * change has committed, on which every other instance of the schema forgets too, within
 * milliseconds. A notification lost while an instance's listening connection is down, or a change
 * made straight in the database, is still seen within the caches' window (SESSION_CACHE_MS,
 * TOTALS_CACHE_MS, NAMES_CACHE_MS). PGlite serves one process only: forgetting here is enough.
 */
export function changeSignal(database: Database, logger: Logger): ChangeSignal {
  const channel = changesChannel(database);
  const listening = database.listen
    ? database.listen(channel, forgetCached).catch((e: unknown) => {
        logger.warn('LISTEN unavailable; other instances’ changes show within the cache window', {
          error: e instanceof Error ? e.message : String(e),
        });
        return undefined;
      })
    : Promise.resolve(undefined);
  return {
    changed() {
      forgetCached();
      database.notify?.(channel, '').catch((e: unknown) => {
        logger.warn('NOTIFY of a change failed; other instances see it within the cache window', {
          error: e instanceof Error ? e.message : String(e),
        });
      });
    },
    async close() {
      const unlisten = await listening;
      await unlisten?.().catch(() => {});
    },
  };
}
