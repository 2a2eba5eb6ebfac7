import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError, Code } from '#core/errors';
import type { CursorKey } from '../list/cursor.ts';

export type { CursorKey };

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

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
