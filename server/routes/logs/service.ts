import { and, count, gt } from 'drizzle-orm';
import { logCsvColumns } from '#core/csv';
import type { LogEntry } from '#core/types';
import { systemLogs } from '../../db/schema/system-logs.ts';
import { type ListSource } from '../../list/source.ts';
import { countedBy, pagedRows } from '../../list/paged-rows.ts';
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
  columns: logCsvColumns,
};
