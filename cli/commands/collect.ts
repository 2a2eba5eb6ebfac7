import { iterateCursor, type CursorRequest } from '#core/api';
import type { CursorPage } from '#core/types';
import type { RowLimit } from './parse.ts';

/** The server's largest cursor page (docs/API.md). */
export const MAX_PAGE = 1000;

/** Reads cursor pages until `limit` rows (or the end, for 'all'), asking for no more than needed. */
export async function collectRows<T>(
  fetchPage: (request: CursorRequest) => Promise<CursorPage<T>>,
  limit: RowLimit,
): Promise<T[]> {
  const rows: T[] = [];
  const pageSize = limit === 'all' ? MAX_PAGE : Math.min(limit, MAX_PAGE);
  const options = limit === 'all' ? { limit: pageSize } : { limit: pageSize, max: limit };
  for await (const row of iterateCursor(fetchPage, options)) rows.push(row);
  return rows;
}
