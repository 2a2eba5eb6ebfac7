import { and, eq, getTableColumns, gte, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { numberMatch } from './search-keys.ts';

/** The filter fields of the settlement list (core's settlementListQuerySchema, minus paging). */
export interface SettlementFilter {
  status?: string;
  orgId?: number;
  institutionId?: number;
  from?: string;
  to?: string;
  q?: string;
}

type FilterField = keyof SettlementFilter;

/** What one filter field tests: a column, named as the tables that carry it name it, and how. */
interface FilterRule {
  column: string;
  test(column: AnyPgColumn, value: string | number): SQL;
}

/**
 * The one definition of the settlement filters. Every reader derives its WHERE from it through
 * `filterOn`: the list and its export on `settlements`, the totals on `settlement_daily_totals`
 * when that table has every column the asked filters test (`coveredBy`). A new filter added here
 * reaches all of them; a filter on a column the daily table lacks sends the totals to the rows.
 */
export const SETTLEMENT_FILTERS: Record<FilterField, FilterRule> = {
  status: { column: 'status', test: (c, v) => eq(c, v) },
  orgId: { column: 'orgId', test: (c, v) => eq(c, v) },
  institutionId: { column: 'institutionId', test: (c, v) => eq(c, v) },
  from: { column: 'period', test: (c, v) => gte(c, v) },
  to: { column: 'period', test: (c, v) => lte(c, v) },
  q: { column: 'settlementNo', test: (c, v) => numberMatch(c, String(v)) },
};

/** The asked filter fields: the ones with a value (blank values are absent after core's schema). */
const asked = (f: SettlementFilter): FilterField[] =>
  (Object.keys(SETTLEMENT_FILTERS) as FilterField[]).filter(
    (field) => f[field] !== undefined && f[field] !== '',
  );

/** True when `table` has every column the filters asked in `f` test. */
export const coveredBy = (table: PgTable, f: SettlementFilter): boolean => {
  const columns = getTableColumns(table);
  return asked(f).every((field) => SETTLEMENT_FILTERS[field].column in columns);
};

/** The WHERE of `f` over `table` (which must cover it: see coveredBy). */
export function filterOn(table: PgTable, f: SettlementFilter): SQL | undefined {
  const columns: Record<string, AnyPgColumn> = getTableColumns(table);
  return and(
    ...asked(f).map((field) => {
      const rule = SETTLEMENT_FILTERS[field];
      const column = columns[rule.column] as AnyPgColumn | undefined;
      if (!column) throw new Error(`${rule.column} is not a column of this table`);
      return rule.test(column, f[field]!);
    }),
  );
}
