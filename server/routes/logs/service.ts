import { streamSSE } from 'hono/streaming';
import type { CursorPage, LogEntry, Page } from '#core/types';
import { csvResponse, keysetRows } from '../../http/csv.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { LOG_TOPIC } from '../../logging/audit.ts';
import { tailLogs } from '../../stream/log-tail.ts';
import { ensureLogWakeups } from '../../stream/log-wakeups.ts';
import { CURSOR_START, type LogFilters, type LogListQuery } from './inputs.ts';
import { listLogsKeyset, listLogsPage, maxLogId, toLogEntry } from './queries.ts';

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

const HEARTBEAT_MS = 15_000;

/** SSE: `event: log`, `id: <log id>`, `data: LogEntry`; resumes after Last-Event-ID; heartbeat comments. */
export async function streamLogs(
  filters: LogFilters,
  lastEventIdQuery: number | undefined,
  ctx: AuthedCtx,
): Promise<Response> {
  const header = ctx.http.req.header('last-event-id');
  const fromHeader = header && /^\d+$/.test(header.trim()) ? Number(header.trim()) : undefined;
  const resumeFrom = fromHeader ?? lastEventIdQuery;
  const afterId = resumeFrom ?? (await maxLogId(ctx.db));
  await ensureLogWakeups(ctx.deps);
  return streamSSE(
    ctx.http,
    async (stream) => {
      const done = new AbortController();
      const stop = () => done.abort();
      ctx.signal.addEventListener('abort', stop);
      stream.onAbort(stop);
      const heartbeat = setInterval(() => {
        void stream.write(': heartbeat\n\n').catch(stop);
      }, HEARTBEAT_MS);
      try {
        // Tells the client where the stream starts, so a reconnect before any event still resumes right.
        await stream.write(`: connected after ${afterId}\nretry: 2000\n\n`);
        await tailLogs({
          db: ctx.db,
          filters,
          afterId,
          signal: done.signal,
          onWake: (fn) => ctx.deps.events.on(LOG_TOPIC, fn),
          onEntries: async (rows) => {
            for (const row of rows) {
              await stream.writeSSE({
                event: 'log',
                id: String(row.id),
                data: JSON.stringify(toLogEntry(row)),
              });
            }
          },
        });
      } finally {
        clearInterval(heartbeat);
        ctx.signal.removeEventListener('abort', stop);
      }
    },
    async (err) => {
      ctx.deps.logger.warn('log stream ended with an error', {
        requestId: ctx.requestId,
        error: err instanceof Error ? err.message : String(err),
      });
    },
  );
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
