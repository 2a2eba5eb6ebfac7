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
