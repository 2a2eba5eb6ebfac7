import { cursorItems, type CursorRequest } from '#core/api';
import type { CursorPage } from '#core/types';
import type { RowLimit } from './parse.ts';

/**
 * Rows of a cursor-mode list until `limit` rows (or the end, for 'all'): core's cursorItems, which
 * asks no page for more than is needed or than the server allows; each page is fetched only when
 * the previous one has been consumed (printed).
 */
export function streamRows<T>(
  fetchPage: (request: CursorRequest) => Promise<CursorPage<T>>,
  limit: RowLimit,
): AsyncIterable<T> {
  return cursorItems(fetchPage, limit === 'all' ? undefined : limit);
}
