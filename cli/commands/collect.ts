import { cursorItems, type CursorRequest } from '#core/api';
import type { CursorPage } from '#core/types';
import { keepYoungGenerationSmall } from '../heap.ts';
import type { RowLimit } from './parse.ts';

/**
 * Rows of a cursor-mode list until `limit` rows (or the end, for 'all'): core's cursorItems, which
 * asks no page for more than is needed or than the server allows; each page is fetched only when
 * the previous one has been consumed (printed). Following the cursor to the end keeps V8's young
 * generation at its first size (heap.ts).
 */
export function streamRows<T>(
  fetchPage: (request: CursorRequest) => Promise<CursorPage<T>>,
  limit: RowLimit,
): AsyncIterable<T> {
  if (limit !== 'all') return cursorItems(fetchPage, limit);
  keepYoungGenerationSmall();
  return cursorItems(fetchPage, undefined);
}
