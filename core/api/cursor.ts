import type { CursorPage } from '../types/index.ts';
import { CURSOR_LIMIT_MAX } from '../validate/limits.ts';

export { CURSOR_LIMIT_MAX };

export interface CursorRequest {
  /** '' for the first page. */
  cursor: string;
  /** Page size sent to the server (1–1000). */
  limit?: number;
}

export interface IterateCursorOptions {
  /** Page size asked of the server on each call. */
  limit?: number;
  /** Stop after this many items in total (the CLI's `--limit`); absent: walk to the end. */
  max?: number;
  signal?: AbortSignal;
}

/** Walks cursor pages (CLI `--all`, exports) and yields items one by one until nextCursor is null. */
export async function* iterateCursor<T>(
  fetchPage: (request: CursorRequest) => Promise<CursorPage<T>>,
  options: IterateCursorOptions = {},
): AsyncGenerator<T, void, undefined> {
  let cursor = '';
  let yielded = 0;
  const max = options.max ?? Number.POSITIVE_INFINITY;
  while (yielded < max) {
    options.signal?.throwIfAborted();
    const page = await fetchPage({
      cursor,
      ...(options.limit !== undefined ? { limit: options.limit } : {}),
    });
    for (const item of page.items) {
      if (yielded >= max) return;
      yielded += 1;
      yield item;
    }
    // A cursor that does not move would loop forever; treat it as the end.
    if (page.nextCursor === null || page.nextCursor === cursor) return;
    cursor = page.nextCursor;
  }
}

/**
 * The items of a cursor-mode list: `max` of them (every one when absent), asking each page for no
 * more than is still wanted and never more than the server's largest page (CURSOR_LIMIT_MAX). A
 * page without `nextCursor` (a server answering in page mode) ends the walk.
 */
export function cursorItems<T>(
  fetchPage: (request: CursorRequest) => Promise<CursorPage<T>>,
  max?: number,
  signal?: AbortSignal,
): AsyncGenerator<T, void, undefined> {
  const limit = max === undefined ? CURSOR_LIMIT_MAX : Math.min(max, CURSOR_LIMIT_MAX);
  const safePage = async (request: CursorRequest) => {
    const page = await fetchPage(request);
    return { ...page, nextCursor: page.nextCursor ?? null };
  };
  return iterateCursor(safePage, {
    limit,
    ...(max === undefined ? {} : { max }),
    ...(signal ? { signal } : {}),
  });
}
