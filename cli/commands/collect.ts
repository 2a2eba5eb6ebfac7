import { iterateCursor, type ApiClient, type CursorRequest } from '#core/api';
import type { CursorPage } from '#core/types';
import type { RowLimit } from './parse.ts';

/** The server's largest cursor page (docs/API.md). */
export const MAX_PAGE = 1000;

/**
 * One cursor-mode page of a list. docs/API.md selects cursor mode by the *presence* of `cursor`,
 * empty for the first page; core's query encoder drops empty values, so the first page would be
 * answered in page mode (20 rows, no nextCursor). The query string is built here with `cursor`
 * always present.
 */
export function getCursorPage<T extends CursorPage<unknown>>(
  client: ApiClient,
  path: string,
  query: Record<string, string | number | boolean | undefined>,
  { cursor, limit }: CursorRequest,
): Promise<T> {
  const params = new URLSearchParams({ cursor });
  if (limit !== undefined) params.set('limit', String(limit));
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return client.get<T>(`${path}?${params.toString()}`);
}

/** Reads cursor pages until `limit` rows (or the end, for 'all'), asking for no more than needed. */
export async function collectRows<T>(
  fetchPage: (request: CursorRequest) => Promise<CursorPage<T>>,
  limit: RowLimit,
): Promise<T[]> {
  const rows: T[] = [];
  const pageSize = limit === 'all' ? MAX_PAGE : Math.min(limit, MAX_PAGE);
  const options = limit === 'all' ? { limit: pageSize } : { limit: pageSize, max: limit };
  // A page without nextCursor (a server answering in page mode) ends the walk instead of
  // fetching the same page forever.
  const safePage = async (request: CursorRequest) => {
    const page = await fetchPage(request);
    return { ...page, nextCursor: page.nextCursor ?? null };
  };
  for await (const row of iterateCursor(safePage, options)) rows.push(row);
  return rows;
}
