import type { ApiClient } from './client.ts';

/**
 * Streams the CSV export of a list (`<listPath>/export.csv`, same filters and sort as the list).
 * The body is left unread so callers can pipe it to a file or a download.
 */
export function exportCsv(
  client: ApiClient,
  listPath: string,
  query: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<Response> {
  const { page: _page, pageSize: _pageSize, cursor: _cursor, limit: _limit, ...filters } = query;
  return client.raw(`${listPath.replace(/\/+$/, '')}/export.csv`, {
    query: filters,
    headers: { Accept: 'text/csv' },
    ...(signal ? { signal } : {}),
  });
}

/** The lists with a CSV export, by name (the CLI's `qy <noun> export`): their paths are core's. */
const EXPORT_LISTS = {
  deposits: '/deposits/accounts',
  settlements: '/settlements',
  logs: '/logs',
} as const;

export type ExportList = keyof typeof EXPORT_LISTS;

/** exportCsv of one of EXPORT_LISTS. */
export function exportList(
  client: ApiClient,
  list: ExportList,
  query: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<Response> {
  return exportCsv(client, EXPORT_LISTS[list], query, signal);
}
