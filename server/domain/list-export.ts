import type { Locale } from '#core/errors';
import type { CursorPage, Page } from '#core/types';
import { csvResponse, keysetRows } from '../http/csv.ts';
import { decodeCursor, nextCursorOf, type CursorKey, type SortChoice } from './paging.ts';

/** Fetches one keyset page: rows after `after` in the chosen order, at most `limit`. */
export type FetchPage<T> = (after: CursorKey | null, limit: number) => Promise<T[]>;

export interface ListMode {
  page: number;
  pageSize: number;
  cursor?: string;
  limit: number;
}

/**
 * Page mode (offset + total, for the console) or cursor mode (keyset, for the CLI and exports),
 * chosen by the presence of `cursor` in the query, as docs/API.md describes.
 */
export async function listInMode<T extends { id: number }>(
  mode: ListMode,
  choice: SortChoice,
  valueOf: (item: T) => string | number | null,
  fetchOffset: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number>,
  fetchAfter: FetchPage<T>,
): Promise<Page<T> | CursorPage<T>> {
  if (mode.cursor !== undefined) {
    const items = await fetchAfter(decodeCursor(mode.cursor, choice.field), mode.limit);
    return { items, nextCursor: nextCursorOf(items, mode.limit, choice, valueOf) };
  }
  const [items, total] = await Promise.all([
    fetchOffset(mode.pageSize, (mode.page - 1) * mode.pageSize),
    count(),
  ]);
  return { items, total, page: mode.page, pageSize: mode.pageSize };
}

export interface CsvColumn<T> {
  'en-US': string;
  'zh-CN': string;
  value(row: T): unknown;
}

const EXPORT_PAGE = 1000;

/** A streamed CSV export of a list: keyset pages of 1000 rows, so memory stays flat. */
export function exportCsv<T extends { id: number }>(
  filename: string,
  locale: Locale,
  columns: readonly CsvColumn<T>[],
  choice: SortChoice,
  valueOf: (item: T) => string | number | null,
  fetchAfter: FetchPage<T>,
  pageSize = EXPORT_PAGE,
): Response {
  const rows = keysetRows<T, CursorKey>(
    async (after) => {
      const items = await fetchAfter(after, pageSize);
      const last = items[items.length - 1];
      const next =
        items.length < pageSize || !last
          ? null
          : { f: choice.field, v: valueOf(last), id: last.id };
      return { rows: items, next };
    },
    (row) => columns.map((c) => c.value(row)),
  );
  return csvResponse(
    filename,
    columns.map((c) => c[locale]),
    rows,
  );
}
