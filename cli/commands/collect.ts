import { iterateCursor, type ApiClient, type CursorRequest } from '#core/api';
import type { CursorPage } from '#core/types';
import type { RowLimit } from './parse.ts';

/** The server's largest cursor page (docs/API.md). */
export const MAX_PAGE = 1000;

/** One cursor-mode page of a list (core's client sends `cursor=` even when empty: cursor mode). */
export function getCursorPage<T extends CursorPage<unknown>>(
  client: ApiClient,
  path: string,
  query: Record<string, string | number | boolean | undefined>,
  { cursor, limit }: CursorRequest,
): Promise<T> {
  return client.get<T>(path, { ...query, cursor, limit });
}

/**
 * Rows of cursor pages until `limit` rows (or the end, for 'all'), asking for no more than
 * needed; each page is fetched only when the previous one has been consumed (printed).
 */
export async function* streamRows<T>(
  fetchPage: (request: CursorRequest) => Promise<CursorPage<T>>,
  limit: RowLimit,
): AsyncIterable<T> {
  const pageSize = limit === 'all' ? MAX_PAGE : Math.min(limit, MAX_PAGE);
  const options = limit === 'all' ? { limit: pageSize } : { limit: pageSize, max: limit };
  // A page without nextCursor (a server answering in page mode) ends the walk instead of
  // fetching the same page forever.
  const safePage = async (request: CursorRequest) => {
    const page = await fetchPage(request);
    return { ...page, nextCursor: page.nextCursor ?? null };
  };
  yield* iterateCursor(safePage, options);
}
