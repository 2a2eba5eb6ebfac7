import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError, Code } from '#core/errors';
import { CURSOR_START } from './common-inputs.ts';

export interface SortChoice {
  field: string;
  column: AnyPgColumn;
  descending: boolean;
}

/**
 * Parses `sort` (`field` or `-field`) against the list's allowed columns; unknown fields are a
 * validation failure rather than silently ignored, so a bad URL is visible.
 */
export function parseSort(
  sort: string | undefined,
  allowed: Record<string, AnyPgColumn>,
  fallback: string,
): SortChoice {
  const raw = sort && sort.length > 0 ? sort : fallback;
  const descending = raw.startsWith('-');
  const field = descending ? raw.slice(1) : raw;
  const column = allowed[field];
  if (!column)
    throw new AppError(Code.ValidationFailed, {
      fields: { sort: `sort must be one of ${Object.keys(allowed).join(', ')}` },
    });
  return { field, column, descending };
}

/** ORDER BY the chosen column with the id as the tie-breaker (stable pages, keyset-ready). */
export function orderOf(choice: SortChoice, id: AnyPgColumn): SQL[] {
  return choice.descending ? [desc(choice.column), desc(id)] : [asc(choice.column), asc(id)];
}

export interface CursorKey {
  /** The sort field the cursor was issued for (a cursor from another sort is refused). */
  f: string;
  v: string | number | null;
  id: number;
  /** Carried along unchanged (e.g. the totals of the first page, so later pages need not recount). */
  t?: unknown;
}

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor(cursor: string, field: string): CursorKey | null {
  if (!cursor || cursor === CURSOR_START) return null;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorKey;
    if (key.f === field && Number.isSafeInteger(key.id)) return key;
  } catch {
    // fall through to the refusal
  }
  throw new AppError(Code.ValidationFailed, { fields: { cursor: 'invalid cursor' } });
}

/**
 * The keyset condition after a cursor: a row comparison `(col, id) < (v, id0)` that PostgreSQL
 * and PGlite serve from a (col, id) btree index, so a page deep in the list costs what the first does.
 */
export function afterCursor(choice: SortChoice, id: AnyPgColumn, key: CursorKey): SQL {
  const op = sql.raw(choice.descending ? '<' : '>');
  if (choice.column === id) return sql`${id} ${op} ${key.id}`;
  const type = sql.raw(choice.column.getSQLType());
  return sql`(${choice.column}, ${id}) ${op} (${key.v}::${type}, ${key.id})`;
}

/** The cursor for the next page, or null when the page was not full. */
export function nextCursorOf<T extends { id: number }>(
  items: T[],
  limit: number,
  choice: SortChoice,
  valueOf: (item: T) => string | number | null,
  carry?: unknown,
): string | null {
  if (items.length < limit) return null;
  const last = items[items.length - 1];
  return encodeCursor({
    f: choice.field,
    v: valueOf(last),
    id: last.id,
    ...(carry === undefined ? {} : { t: carry }),
  });
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
