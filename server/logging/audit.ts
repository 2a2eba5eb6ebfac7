import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { systemLogs } from '../db/schema/system-logs.ts';
import type { EventBus } from '../stream/event-bus.ts';
import type { AuditInput } from '../http/context.ts';

/** Channel / topic that wakes up log streams when a system_logs row is written. */
export function logChannel(database: Database): string {
  return `qy_logs_${database.schema}`;
}
export const LOG_TOPIC = 'system-log';

export interface AuditActor {
  userId: number | null;
  username: string;
  ip: string;
  requestId: string;
  at: Date;
}

/**
 * Appends one system-log row. Pass `tx` to write it inside the change's transaction, so the change and
 * its log entry commit or roll back together. Streams are woken: on PostgreSQL by NOTIFY (delivered at
 * commit, to every instance), in-process by the event bus (the stream's poll also catches up).
 */
export async function writeAudit(
  deps: { database: Database; events: EventBus },
  actor: AuditActor,
  entry: AuditInput,
  tx?: Db,
): Promise<void> {
  const db = tx ?? deps.database.db;
  await db.insert(systemLogs).values({
    at: actor.at,
    userId: entry.userId !== undefined ? entry.userId : actor.userId,
    username: entry.username ?? actor.username,
    ip: actor.ip,
    module: entry.module,
    action: entry.action,
    target: entry.target,
    result: entry.result,
    detail: entry.detail ?? null,
    requestId: actor.requestId,
  });
  if (deps.database.kind === 'postgres') {
    await db.execute(sql`select pg_notify(${logChannel(deps.database)}, '')`);
  }
  deps.events.emit(LOG_TOPIC);
  // A row written in a still-open transaction is not visible yet; wake again shortly after commit.
  setTimeout(() => deps.events.emit(LOG_TOPIC), 30).unref?.();
}
