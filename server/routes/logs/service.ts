import type { CursorPage, LogEntry, Page } from '#core/types';
import { csvResponse, keysetRows } from '../../http/csv.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { CURSOR_START, type LogFilters, type LogListQuery } from './inputs.ts';
import { listLogsKeyset, listLogsPage, toLogEntry } from './queries.ts';

/** Page mode (newest first) by default; cursor mode when `cursor` is given (oldest→newest with `afterId`). */
export async function listLogs(
  q: LogListQuery,
  ctx: AuthedCtx,
): Promise<Page<LogEntry> | CursorPage<LogEntry>> {
  if (q.cursor === undefined) {
    const ascending = q.sort === 'id' || q.sort === 'at';
    return listLogsPage(ctx.db, q, {
      page: q.page,
      pageSize: q.pageSize,
      afterId: q.afterId,
      ascending,
    });
  }
  const from = q.cursor !== CURSOR_START && /^\d+$/.test(q.cursor) ? Number(q.cursor) : undefined;
  const rows =
    q.afterId !== undefined
      ? await listLogsKeyset(ctx.db, q, { afterId: from ?? q.afterId, limit: q.limit })
      : await listLogsKeyset(ctx.db, q, { beforeId: from, limit: q.limit });
  const nextCursor = rows.length === q.limit ? String(rows[rows.length - 1].id) : null;
  return { items: rows.map(toLogEntry), nextCursor };
}

/** The filtered log as CSV, newest first, read in keyset pages (constant memory). */
export function exportLogs(filters: LogFilters, ctx: AuthedCtx): Response {
  const rows = keysetRows(
    async (before: number | null) => {
      const page = await listLogsKeyset(ctx.db, filters, {
        beforeId: before ?? undefined,
        limit: 1000,
      });
      return { rows: page, next: page.length === 1000 ? page[page.length - 1].id : null };
    },
    (r) => [
      r.id,
      r.at.toISOString(),
      r.username,
      r.ip,
      r.module,
      r.action,
      r.target,
      r.result,
      r.requestId,
      r.detail === null ? '' : JSON.stringify(r.detail),
    ],
  );
  return csvResponse(
    `system-log-${ctx.clock.now().toISOString().slice(0, 10)}.csv`,
    ['id', 'time', 'username', 'ip', 'module', 'action', 'target', 'result', 'requestId', 'detail'],
    rows,
  );
}
