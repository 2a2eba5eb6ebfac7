import type { Database } from '../db/client.ts';
import { LOG_TOPIC, logChannel } from '../logging/audit.ts';
import type { Logger } from '../logging/logger.ts';
import type { EventBus } from './event-bus.ts';

const bridged = new WeakMap<Database, Promise<void>>();

/**
 * On PostgreSQL, forwards NOTIFYs of the log channel (sent by any instance at commit) to this
 * instance's event bus, once per database. Engines without LISTEN just rely on the streams' polling.
 */
export function ensureLogWakeups(deps: {
  database: Database;
  events: EventBus;
  logger: Logger;
}): Promise<void> {
  const { database } = deps;
  if (!database.listen) return Promise.resolve();
  let ready = bridged.get(database);
  if (!ready) {
    ready = database
      .listen(logChannel(database), () => deps.events.emit(LOG_TOPIC))
      .then(() => undefined)
      .catch((e: unknown) => {
        deps.logger.warn('LISTEN unavailable; log streams fall back to polling', {
          error: e instanceof Error ? e.message : String(e),
        });
      });
    bridged.set(database, ready);
  }
  return ready;
}
