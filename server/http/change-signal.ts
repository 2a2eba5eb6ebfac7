import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { forgetResources, KEPT_RESOURCES, type KeptResource } from '../domain/kept-reads.ts';
import type { Logger } from '../logging/logger.ts';

/** The channel the instances sharing one PostgreSQL schema announce their committed changes on. */
const changesChannel = (database: Database): string => `qy_changes_${database.schema}`;

/**
 * The resources a notification names (`<origin>|sessions,settlements`), none when it came from
 * `self` (the instance that sent it has dropped them already); an empty list names them all.
 */
export function resourcesOf(payload: string, self = ''): KeptResource[] {
  const [origin, list] = payload.includes('|') ? payload.split('|', 2) : ['', payload];
  if (self && origin === self) return [];
  const named = list.split(',').filter(Boolean);
  if (named.length === 0) return [...KEPT_RESOURCES];
  return KEPT_RESOURCES.filter((r) => named.includes(r));
}

export interface ChangeSignal {
  /** Changes to these resources committed on this instance: drop their copies, here and elsewhere. */
  changed(resources: Iterable<KeptResource>): void;
  /** Stops listening (shutdown). */
  close(): Promise<void>;
}

/**
 * No kept copy (server/domain/kept-reads.ts) outlives a committed change to its resource: this
 * instance drops the copies of the changed resources at once, and on PostgreSQL it sends a NOTIFY
 * naming them, on which every other instance of the schema drops the same ones, within
 * milliseconds. A notification lost while an instance's listening connection is down, or a change
 * made straight in the database, is still seen within the copies' window (SESSION_CACHE_MS,
 * TOTALS_CACHE_MS, NAMES_CACHE_MS: one second). PGlite serves one process only: dropping here is
 * enough.
 */
export function changeSignal(database: Database, logger: Logger): ChangeSignal {
  const channel = changesChannel(database);
  const self = randomUUID();
  const listening = database.listen
    ? database
        .listen(channel, (payload: string) => forgetResources(resourcesOf(payload, self)))
        .catch((e: unknown) => {
          logger.warn('LISTEN unavailable; other instances’ changes show within the cache window', {
            error: e instanceof Error ? e.message : String(e),
          });
          return undefined;
        })
    : Promise.resolve(undefined);
  return {
    changed(resources) {
      const named = [...new Set(resources)];
      if (named.length === 0) return;
      forgetResources(named);
      database.notify?.(channel, `${self}|${named.join(',')}`).catch((e: unknown) => {
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
