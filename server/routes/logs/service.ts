import { and, count, gt } from 'drizzle-orm';
import type { LogEntry } from '#core/types';
import { systemLogs } from '../../db/schema/system-logs.ts';
import { col } from '../../list/columns.ts';
import { type ListSource, countedBy, pagedRows } from '../../list/source.ts';
import type { LogListQuery } from './inputs.ts';
import { filterConditions, toLogEntry } from './queries.ts';

/**
 * The system log (SysLogList): newest first by default; `afterId` narrows to later entries (cursor
 * mode after `afterId` runs oldest → newest, see inputs.ts). Cursors are the signed keyset cursors
 * of every list; the export is the filtered log as CSV with the screen's column titles.
 */
export const logSource: ListSource<LogListQuery, LogEntry> = {
  name: 'system-log',
  fileName: (now) => `system-log-${now.toISOString().slice(0, 10)}.csv`,
  id: systemLogs.id,
  sorts: { id: systemLogs.id, at: systemLogs.at },
  defaultSort: '-id',
  filters: (q) =>
    and(...filterConditions(q), q.afterId !== undefined ? gt(systemLogs.id, q.afterId) : undefined),
  rows: pagedRows((db) => db.select().from(systemLogs), toLogEntry),
  count: countedBy((db) => db.select({ n: count() }).from(systemLogs)),
  columns: [
    col('systemLog.field.id', (e) => e.id),
    col('systemLog.field.at', (e) => e.at),
    col('systemLog.field.username', (e) => e.username),
    col('systemLog.field.ip', (e) => e.ip),
    col('systemLog.field.module', (e) => e.module),
    col('systemLog.field.action', (e) => e.action),
    col('systemLog.field.target', (e) => e.target),
    col('systemLog.field.result', (e) => e.result),
    col('systemLog.field.requestId', (e) => e.requestId),
    col('systemLog.field.detail', (e) => (e.detail === null ? '' : JSON.stringify(e.detail))),
  ],
};
