import { and, asc, desc, eq, gt, gte, ilike, lt, lte, or, type SQL } from 'drizzle-orm';
import type { LogEntry } from '#core/types';
import type { Db } from '../../db/client.ts';
import { systemLogs, type SystemLogRow } from '../../db/schema/system-logs.ts';
import type { LogFilters } from './inputs.ts';

export function toLogEntry(row: SystemLogRow): LogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    username: row.username,
    ip: row.ip,
    module: row.module,
    action: row.action,
    target: row.target,
    result: row.result,
    detail: row.detail ?? null,
    requestId: row.requestId,
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => '\\' + m);

export function filterConditions(f: LogFilters): SQL[] {
  const where: SQL[] = [];
  if (f.module) where.push(eq(systemLogs.module, f.module));
  if (f.username) where.push(eq(systemLogs.username, f.username));
  if (f.action) where.push(eq(systemLogs.action, f.action));
  if (f.result) where.push(eq(systemLogs.result, f.result));
  if (f.since) where.push(gte(systemLogs.at, new Date(f.since)));
  if (f.until) where.push(lt(systemLogs.at, new Date(f.until)));
  if (f.q) {
    const pattern = `%${escapeLike(f.q)}%`;
    where.push(
      or(
        ilike(systemLogs.target, pattern),
        ilike(systemLogs.username, pattern),
        ilike(systemLogs.action, pattern),
        ilike(systemLogs.module, pattern),
      )!,
    );
  }
  return where;
}

/** Keyset page: newest first below `beforeId`, or oldest first above `afterId` (tail catch-up). */
export async function listLogsKeyset(
  db: Db,
  f: LogFilters,
  opts: { beforeId?: number; afterId?: number; upToId?: number; limit: number },
): Promise<SystemLogRow[]> {
  const where = filterConditions(f);
  if (opts.afterId !== undefined) {
    where.push(gt(systemLogs.id, opts.afterId));
    if (opts.upToId !== undefined) where.push(lte(systemLogs.id, opts.upToId));
    return db
      .select()
      .from(systemLogs)
      .where(and(...where))
      .orderBy(asc(systemLogs.id))
      .limit(opts.limit);
  }
  if (opts.beforeId !== undefined) where.push(lt(systemLogs.id, opts.beforeId));
  return db
    .select()
    .from(systemLogs)
    .where(and(...where))
    .orderBy(desc(systemLogs.id))
    .limit(opts.limit);
}

/** Ids written after `afterId`, unfiltered, to find how far the log is complete (see log-tail). */
export async function idsAfter(db: Db, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: systemLogs.id })
    .from(systemLogs)
    .where(gt(systemLogs.id, afterId))
    .orderBy(asc(systemLogs.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function maxLogId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: systemLogs.id })
    .from(systemLogs)
    .orderBy(desc(systemLogs.id))
    .limit(1);
  return row?.id ?? 0;
}
