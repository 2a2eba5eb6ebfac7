import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { settlements } from '../../db/schema/index.ts';
import { parseSort } from '../../domain/paging.ts';
import { filterOn, SETTLEMENT_FILTERS } from '../../domain/settlement-filters.ts';
import type { RowsQuery } from '../../list/source.ts';
import { plannedRows, settlementColumns } from './queries.ts';

/**
 * Most matches (by the planner's estimate: settlement_no's statistics target is 1,000, migration
 * 0019, so a prefix's estimate is within a few thousand) a number search's page is read from. Reading them costs
 * about 0.2 µs each from the covering number index (23 ms for 103,000 matches at 10M settlements,
 * 40 ms for 189,000); past it the plain plan serves, which finds a dense set's first rows at once.
 */
const NUMBER_MATCHES_MAX = 200_000;
/** Largest page read this way (a list page); an export's 10,000-row keyset pages keep the plain plan. */
const NUMBER_PAGE_MAX = 1_000;

/** The columns the number index carries: the id, every filter's column, every sort's column. */
function numberIndexColumns(sorts: Record<string, AnyPgColumn>): Record<string, AnyPgColumn> {
  const columns: Record<string, AnyPgColumn> = getTableColumns(settlements);
  return Object.fromEntries(
    [
      ['id', settlements.id] as const,
      ...Object.values(SETTLEMENT_FILTERS).map(
        (rule) => [rule.column, columns[rule.column]] as const,
      ),
      ...Object.entries(sorts),
    ].map(([, column]) => [column.name, column]),
  );
}

/**
 * A page of a number search (`q`) read from its matches: the number index finds them (a range of
 * the prefix, or of the reversed tail), each with the columns the page's WHERE and ORDER BY test;
 * the same WHERE (filters and keyset) and ORDER BY then pick the page among them, and its rows are
 * read by their ids. Its cost is the number of matches, wherever they fall in the sort order: the
 * plain plan walks the sort's index and drops the non-matching rows, and when the matches lie far
 * from where the order starts (a number carries the day it was made, which need not be its period's)
 * it reads up to the whole table (1,056,538 rows, 182 ms, for one day's numbers at 10M).
 *
 * null when the plain plan is as good: no number search, a sort by number (its own index is the
 * number's), a page larger than NUMBER_PAGE_MAX, or more than NUMBER_MATCHES_MAX matches expected.
 */
export async function numberMatchRows(
  db: Db,
  query: RowsQuery,
  q: { q?: string; sort?: string },
  sorts: Record<string, AnyPgColumn>,
  defaultSort: string,
) {
  const match = filterOn(settlements, { q: q.q });
  if (!match || query.limit > NUMBER_PAGE_MAX) return null;
  const choice = parseSort(q.sort, sorts, defaultSort);
  if (choice.column === settlements.settlementNo) return null;
  const expected = await plannedRows(
    db,
    db.select({ id: settlements.id }).from(settlements).where(match),
  );
  if (expected > NUMBER_MATCHES_MAX) return null;
  const matches = db.select(numberIndexColumns(sorts)).from(settlements).where(match);
  // OFFSET 0 keeps the matches a subquery of their own, planned on the number index alone; named
  // like the table, so the query's own WHERE and ORDER BY (its column references) read it.
  const page: SQL = sql`select ${settlements.id} from (${matches} offset 0) as ${settlements}
    where ${query.where ?? sql`true`}
    order by ${sql.join(query.orderBy, sql`, `)}
    limit ${query.limit} offset ${query.offset ?? 0}`;
  return await db
    .select(settlementColumns)
    .from(settlements)
    .where(sql`${settlements.id} in (${page})`)
    .orderBy(...query.orderBy);
}
