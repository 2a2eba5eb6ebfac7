import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DAY_SORTED, settlements } from '../../db/schema/index.ts';
import { parseSort } from '../../domain/paging.ts';
import type { RowsQuery } from '../../list/source.ts';
import { settlementColumns } from './queries.ts';

/** The longest period range read day by day (a quarter). */
export const DAY_RANGE_MAX = 92;
/** Most rows taken from each day (offset + limit of the page); deeper pages take the plain plan. */
const DAY_ROWS_MAX = 1_000;

const DAY_MS = 86_400_000;

/** The days of `from`..`to` (ISO dates), or null when not a range of 1..DAY_RANGE_MAX days. */
export function daysOf(from?: string, to?: string): number | null {
  if (!from || !to) return null;
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  return Number.isInteger(days) && days >= 1 && days <= DAY_RANGE_MAX ? days : null;
}

/**
 * Whether a page sorted by `field` that takes `perDay` rows is read day by day: a DAY_SORTED
 * column within a short period range, not too deep. The one rule for both the per-call plan below
 * and the prepared page (queries.ts), which steps aside for it.
 */
export function readDayByDay(
  q: { from?: string; to?: string },
  field: string,
  perDay: number,
): boolean {
  return (
    (DAY_SORTED as readonly string[]).includes(field) &&
    daysOf(q.from, q.to) !== null &&
    perDay <= DAY_ROWS_MAX
  );
}

/**
 * A page of the list sorted by a DAY_SORTED column within a short period range, read day by day:
 * for each day of the range (generate_series) the day's first offset + limit rows in the list's
 * order through its (period, column, id) index — the same WHERE (filters and keyset) and ORDER BY
 * as the plain query, plus `period = day` — then merged in that order. Each day costs one short
 * index range, however many rows the month holds; the plain plan walks the whole column index and
 * drops the rows of other periods (967 ms p50 at 10M for one month by number). null when the
 * query is not such a page (the caller takes the plain query).
 */
export function dayByDayRows(
  db: Db,
  query: RowsQuery,
  q: { sort?: string; from?: string; to?: string },
  sorts: Parameters<typeof parseSort>[1],
  defaultSort: string,
) {
  const choice = parseSort(q.sort, sorts, defaultSort);
  const perDay = (query.offset ?? 0) + query.limit;
  if (!readDayByDay(q, choice.field, perDay)) return null;
  const day = sql`"day"."d"::date`;
  // The day's first rows: its id and the sort value, one range of the (period, column, id) index.
  const oneDay = db
    .select({ id: settlements.id, key: choice.column })
    .from(settlements)
    .where(and(eq(settlements.period, day), query.where))
    .orderBy(...query.orderBy)
    .limit(perDay);
  // Merged in the list's order: the lateral subquery is named like the table, so the same ORDER BY
  // (its column references) reads the days' rows; then the page's rows by their ids.
  const page: SQL = sql`select ${settlements.id}
    from generate_series(${q.from}::date, ${q.to}::date, interval '1 day') as "day"("d")
    cross join lateral ${oneDay} as ${settlements}
    order by ${sql.join(query.orderBy, sql`, `)}
    limit ${query.limit} offset ${query.offset ?? 0}`;
  return db
    .select(settlementColumns)
    .from(settlements)
    .where(sql`${settlements.id} in (${page})`)
    .orderBy(...query.orderBy);
}
