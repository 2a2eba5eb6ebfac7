/**
 * Wire types of the API (PRODUCT.md §3): ids, money, times, the envelope and paging. Money is
 * integer fen (`…Fen`), ratios are basis points (`…Bp`), times are ISO-8601 strings.
 */

export type Id = number;

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** Page mode (the console): `?page=1&pageSize=20&sort=-createdAt`. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Cursor mode (CLI, exports): `?cursor=&limit=100`; `nextCursor` null at the end. */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

export interface ListQuery {
  page?: number;
  pageSize?: number;
  /** Field name, `-` prefix for descending. */
  sort?: string;
  cursor?: string;
  limit?: number;
  q?: string;
}
