import { and, asc, desc, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Settlement, SettlementListTotals } from '#core/types';
import type { Database, Db } from '../../db/client.ts';
import { organisations, settlementDailyTotals, settlements } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/migrate.ts';
import { namesOf } from '../../domain/record-names.ts';
import { orderOf, type SortChoice } from '../../domain/paging.ts';
import { boundFilterOn, filterOn } from '../../domain/settlement-filters.ts';
import {
  cachedTotals,
  dailyTotalsCover,
  totalsFromDaily,
  type TotalsFilter,
} from '../../domain/settlement-totals.ts';

/** The stored fields of a settlement the API answers; the names come from namedSettlements. */
export const settlementColumns = {
  id: settlements.id,
  settlementNo: settlements.settlementNo,
  period: settlements.period,
  orgId: settlements.orgId,
  institutionId: settlements.institutionId,
  grossFen: settlements.grossFen,
  shareBp: settlements.shareBp,
  shareFen: settlements.shareFen,
  feeFen: settlements.feeFen,
  netFen: settlements.netFen,
  bankSerialNo: settlements.bankSerialNo,
  failureReason: settlements.failureReason,
  status: settlements.status,
  version: settlements.version,
  createdAt: settlements.createdAt,
  updatedAt: settlements.updatedAt,
};

export const selectSettlements = (db: Db) => db.select(settlementColumns).from(settlements);

type Row = Awaited<ReturnType<ReturnType<typeof selectSettlements>['execute']>>[number];

/** A settlement row's receiving organisation and source institution, by id. */
interface NamedIds {
  orgId: number;
  institutionId: number;
}

/**
 * The organisation and institution names of a page of settlement rows, by a typed lookup of the
 * page's ids (record-names.ts: a few dozen kept names serve thousands of pages, where a join per
 * row was most of a page's cost on PGlite). The list's rows and the export's read both name here.
 */
export async function settlementNames(db: Db, rows: readonly NamedIds[]) {
  const [orgNames, institutionNames] = await Promise.all([
    namesOf(
      db,
      'organisations',
      rows.map((r) => r.orgId),
    ),
    namesOf(
      db,
      'institutions',
      rows.map((r) => r.institutionId),
    ),
  ]);
  return {
    orgName: (r: NamedIds) => orgNames.get(r.orgId) ?? '',
    institutionName: (r: NamedIds) => institutionNames.get(r.institutionId) ?? '',
  };
}

/** Settlement rows as the API's Settlement, named (settlementNames). */
export async function namedSettlements(db: Db, rows: readonly Row[]): Promise<Settlement[]> {
  const names = await settlementNames(db, rows);
  return rows.map((r) => ({
    ...r,
    orgName: names.orgName(r),
    institutionName: names.institutionName(r),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** The settlement list's WHERE: the one filter definition over the settlements table. */
export const settlementFilters = (q: TotalsFilter): SQL | undefined => filterOn(settlements, q);

/**
 * A page of the filtered list in `choice`'s order (page mode): the same select, WHERE (the one
 * filter definition, with its values bound) and order as `rows` builds per call, prepared once per
 * filter shape and sort on this database (statements.ts), so a request builds no SQL text. null
 * for a shape with a literal rule (a search): that page is built per call.
 */
export function preparedSettlementRows(
  database: Database,
  q: TotalsFilter,
  choice: SortChoice,
  offset: number,
  limit: number,
): Promise<Settlement[]> | null {
  const bound = boundFilterOn(q);
  if (!bound) return null;
  const { db } = database;
  // The first page has no OFFSET at all, as the per-call select leaves it out.
  const order = `${choice.descending ? '-' : ''}${choice.field}${offset > 0 ? '+offset' : ''}`;
  const statement = database.statements.get(
    `settlements.page:${bound.shape}:${order}`,
    [...bound.rules, choice.column],
    () => {
      const page = selectSettlements(db)
        .where(bound.where(settlements))
        .orderBy(...orderOf(choice, settlements.id))
        .limit(sql.placeholder('limit'));
      return (offset > 0 ? page.offset(sql.placeholder('offset')) : page).prepare(
        `settlements_page_${bound.shape}_${order}`,
      );
    },
  );
  return statement
    .execute({ ...bound.values, limit, offset })
    .then((rows) => namedSettlements(db, rows));
}

/** Past this many matching rows, totals the daily table does not cover are estimated. */
export const EXACT_COUNT_CAP = 10_000;

/**
 * Count and sums of the filtered set, as bigint sums in SQL, returned as JSON integers: from the
 * daily totals when they cover the filter (exact, flat), else from the settlement rows, counted
 * one by one up to EXACT_COUNT_CAP (exact below it); past it the count is the planner's estimate
 * and the sums are left out (`totalExact: false`), unless `exact` asks for the full count. Kept for
 * a second (cachedTotals: a change on this instance shows at once).
 */
export function settlementTotals(
  db: Db,
  q: TotalsFilter & { exact?: boolean },
): Promise<SettlementListTotals> {
  const exact = q.exact === true;
  const key = JSON.stringify([q.status, q.orgId, q.institutionId, q.from, q.to, q.q, exact]);
  return cachedTotals(db, key, () => filteredTotals(db, q, exact));
}

async function filteredTotals(
  db: Db,
  q: TotalsFilter,
  exact: boolean,
): Promise<SettlementListTotals> {
  if (dailyTotalsCover(q)) return { ...(await totalsFromDaily(db, q)), totalExact: true };
  const where = settlementFilters(q);
  if (!exact) {
    // Counted first without the amounts, so an index alone can answer it (no row is read past it).
    const capped = db
      .select({ one: sql`1` })
      .from(settlements)
      .where(where)
      .limit(EXACT_COUNT_CAP + 1)
      .as('capped');
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
    if (Number(n) > EXACT_COUNT_CAP) return estimatedTotals(db, where, Number(n));
  }
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      grossFen: sql<string>`coalesce(sum(${settlements.grossFen}), 0)::bigint`,
      shareFen: sql<string>`coalesce(sum(${settlements.shareFen}), 0)::bigint`,
      feeFen: sql<string>`coalesce(sum(${settlements.feeFen}), 0)::bigint`,
      netFen: sql<string>`coalesce(sum(${settlements.netFen}), 0)::bigint`,
    })
    .from(settlements)
    .where(where);
  return {
    count: Number(row.count),
    grossFen: Number(row.grossFen),
    shareFen: Number(row.shareFen),
    feeFen: Number(row.feeFen),
    netFen: Number(row.netFen),
    totalExact: true,
  };
}

/** Past the cap: the planner's estimate of the count (at least what was counted), no sums. */
async function estimatedTotals(
  db: Db,
  where: SQL | undefined,
  counted: number,
): Promise<SettlementListTotals> {
  const estimate = await plannedRows(
    db,
    db.select({ id: settlements.id }).from(settlements).where(where),
  );
  return {
    count: Math.max(counted, estimate),
    grossFen: null,
    shareFen: null,
    feeFen: null,
    netFen: null,
    totalExact: false,
  };
}

/** The planner's estimate of a query's rows (EXPLAIN: no row is read). */
export async function plannedRows(db: Db, query: SQLWrapper): Promise<number> {
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
    await db.execute(sql`explain (format json) ${query}`),
  );
  const plan = row['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
    Plan: { 'Plan Rows': number };
  }[];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/**
 * Where row `skip` of the list in period order falls, from the daily totals (maintained counts per
 * day, status and organisation) instead of reading the rows before it: the list from the day it
 * is on, and the filter's rows of that day that come before it. Only for the period sort and filters the daily
 * table covers (the same `filterOn` over it); else null.
 */
export async function locateByPeriod(
  db: Db,
  q: TotalsFilter,
  choice: SortChoice,
  skip: number,
): Promise<{ where: SQL; skip: number } | null> {
  if (choice.column !== settlements.period || !dailyTotalsCover(q)) return null;
  const days = await db
    .select({
      period: settlementDailyTotals.period,
      count: sql<string>`sum(${settlementDailyTotals.count})::bigint`,
    })
    .from(settlementDailyTotals)
    .where(filterOn(settlementDailyTotals, q))
    .groupBy(settlementDailyTotals.period)
    .orderBy((choice.descending ? desc : asc)(settlementDailyTotals.period));
  let before = 0;
  for (const day of days) {
    const count = Number(day.count);
    // The list from that day on (in the list's order), skipping the day's rows before the page.
    if (before + count > skip)
      return {
        where: (choice.descending ? lte : gte)(settlements.period, day.period),
        skip: skip - before,
      };
    before += count;
  }
  return { where: sql`false`, skip: 0 };
}

export interface MonthlyRow {
  month: string;
  orgId: number;
  orgName: string;
  count: number;
  netFen: number;
}

/**
 * Net amounts per month and receiving organisation over a period range, from the daily totals
 * (days × statuses × organisations rows: about 19,000 for a year at 1M settlements and at 10M
 * alike, flat in the row count). Grouped by the month's first day and the organisation, and the
 * month's text made for the grouped rows only (to_char on every daily row was most of the cost).
 */
export async function monthlyByOrg(db: Db, from: string, to: string): Promise<MonthlyRow[]> {
  const monthStart = sql<string>`date_trunc('month', ${settlementDailyTotals.period}::timestamp)`;
  const grouped = db
    .select({
      monthStart: monthStart.as('month_start'),
      orgId: settlementDailyTotals.orgId,
      count: sql<string>`sum(${settlementDailyTotals.count})`.as('count'),
      netFen: sql<string>`sum(${settlementDailyTotals.netFen})`.as('net_fen'),
    })
    .from(settlementDailyTotals)
    .where(and(gte(settlementDailyTotals.period, from), lte(settlementDailyTotals.period, to)))
    .groupBy(monthStart, settlementDailyTotals.orgId)
    .having(sql`sum(${settlementDailyTotals.count}) > 0`)
    .as('grouped');
  const rows = await db
    .select({
      month: sql<string>`to_char(${grouped.monthStart}, 'YYYY-MM')`,
      orgId: grouped.orgId,
      orgName: organisations.name,
      count: sql<number>`${grouped.count}::int`,
      netFen: sql<string>`${grouped.netFen}::bigint`,
    })
    .from(grouped)
    .leftJoin(organisations, eq(organisations.id, grouped.orgId))
    .orderBy(grouped.monthStart, grouped.orgId);
  return rows.map((r) => ({
    month: r.month,
    orgId: r.orgId,
    orgName: r.orgName ?? '',
    count: Number(r.count),
    netFen: Number(r.netFen),
  }));
}
