import { and, eq, getTableColumns, gte, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
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
  /**
   * The rule's SQL depends on the value itself, not only on where it goes (a search picks its
   * expression by the text): it is never given a placeholder (see boundFilterOn).
   */
  literal?: true;
  /** The test of `value`, or of a placeholder for it in a prepared statement (unless `literal`). */
  test(column: AnyPgColumn, value: string | number | Placeholder): SQL;
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
  q: { column: 'settlementNo', literal: true, test: (c, v) => numberMatch(c, String(v)) },
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

/** `fields`' tests over `table`, each of the value `valueOf` gives. */
function whereOf(
  table: PgTable,
  fields: readonly FilterField[],
  valueOf: (field: FilterField) => string | number | Placeholder,
): SQL | undefined {
  const columns: Record<string, AnyPgColumn> = getTableColumns(table);
  return and(
    ...fields.map((field) => {
      const rule = SETTLEMENT_FILTERS[field];
      const column = columns[rule.column] as AnyPgColumn | undefined;
      if (!column) throw new Error(`${rule.column} is not a column of this table`);
      return rule.test(column, valueOf(field));
    }),
  );
}

/** The WHERE of `f` over `table` (which must cover it: see coveredBy). */
export function filterOn(table: PgTable, f: SettlementFilter): SQL | undefined {
  return whereOf(table, asked(f), (field) => f[field]!);
}

/** The WHERE of `f` with its values left as placeholders, for a statement prepared once per shape. */
export interface BoundFilter {
  /** The asked fields, in the definition's order: the statement's shape. */
  shape: string;
  /** The rules it is built from: a statement is reused only while they are the ones in force. */
  rules: readonly FilterRule[];
  /** Builds the WHERE over `table` with a placeholder for each value (named by its field). */
  where(table: PgTable): SQL | undefined;
  /** The values to run it with, by placeholder name. */
  values: Record<string, string | number>;
}

/**
 * `f` as a WHERE with placeholders (the same rules as filterOn, which a prepared statement built
 * from it runs with `values`); null when an asked rule is `literal`.
 */
export function boundFilterOn(f: SettlementFilter): BoundFilter | null {
  const fields = asked(f);
  const rules = fields.map((field) => SETTLEMENT_FILTERS[field]);
  if (rules.some((rule) => rule.literal)) return null;
  return {
    shape: fields.join(','),
    rules,
    where: (table) => whereOf(table, fields, (field) => sql.placeholder(field)),
    values: Object.fromEntries(fields.map((field) => [field, f[field]!])),
  };
}
