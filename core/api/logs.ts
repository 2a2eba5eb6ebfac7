import type { CursorPage, ListQuery, LogEntry, Page } from '../types/index.ts';
import type { ApiClient, CallInit } from './client.ts';

export interface LogQuery extends ListQuery {
  module?: string;
  username?: string;
  action?: string;
  result?: 'success' | 'failure';
  /** ISO time. */
  since?: string;
  /** ISO time: only entries before it. */
  until?: string;
  /** Only entries after this id (cursor mode then runs oldest → newest). */
  afterId?: number;
}

/** Page mode, newest first. */
export function listLogs(
  client: ApiClient,
  query: LogQuery = {},
  init?: CallInit,
): Promise<Page<LogEntry>> {
  const { cursor: _cursor, limit: _limit, ...pageQuery } = query;
  return client.get('/logs', pageQuery, init);
}

/** Cursor mode (CLI, exports): pass '' as the first cursor. */
export function listLogsCursor(
  client: ApiClient,
  query: LogQuery & { cursor: string },
  init?: CallInit,
): Promise<CursorPage<LogEntry>> {
  const { page: _page, pageSize: _pageSize, ...cursorQuery } = query;
  return client.get('/logs', cursorQuery, init);
}
