import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Settlement, SettlementTotals } from '#core/types';
import type { Db } from '../../db/client.ts';
import {
  institutions,
  organisations,
  settlementDailyTotals,
  settlements,
} from '../../db/schema/index.ts';
import { numberMatch } from '../../domain/search-keys.ts';
import {
  cachedTotals,
  dailyTotalsCover,
  totalsFromDaily,
  type TotalsFilter,
} from '../../domain/settlement-totals.ts';

const columns = {
  id: settlements.id,
  settlementNo: settlements.settlementNo,
  period: settlements.period,
  orgId: settlements.orgId,
  orgName: sql<string>`coalesce(${organisations.name}, '')`,
  institutionId: settlements.institutionId,
  institutionName: sql<string>`coalesce(${institutions.name}, '')`,
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

export const selectSettlements = (db: Db) =>
  db
    .select(columns)
    .from(settlements)
    .leftJoin(organisations, eq(organisations.id, settlements.orgId))
    .leftJoin(institutions, eq(institutions.id, settlements.institutionId));

type Row = Awaited<ReturnType<ReturnType<typeof selectSettlements>['execute']>>[number];

export function toSettlement(r: Row): Settlement {
  return { ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() };
}

export function settlementFilters(q: TotalsFilter): SQL | undefined {
  return and(
    q.status ? eq(settlements.status, q.status as Settlement['status']) : undefined,
    q.orgId ? eq(settlements.orgId, q.orgId) : undefined,
    q.institutionId ? eq(settlements.institutionId, q.institutionId) : undefined,
    q.from ? gte(settlements.period, q.from) : undefined,
    q.to ? lte(settlements.period, q.to) : undefined,
    q.q ? numberMatch(settlements.settlementNo, q.q) : undefined,
  );
}

/**
 * Count and sums of the filtered set, as bigint sums in SQL, returned as JSON integers: from the
 * daily totals when they cover the filter, else straight from the (then narrow) settlement rows;
 * kept for a second (cachedTotals: a change on this instance shows at once).
 */
export function settlementTotals(db: Db, q: TotalsFilter): Promise<SettlementTotals> {
  const key = JSON.stringify([q.status, q.orgId, q.institutionId, q.from, q.to, q.q]);
  return cachedTotals(db, key, () => filteredTotals(db, q));
}

async function filteredTotals(db: Db, q: TotalsFilter): Promise<SettlementTotals> {
  if (dailyTotalsCover(q)) return totalsFromDaily(db, q);
  const where = settlementFilters(q);
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
  };
}

export interface MonthlyRow {
  month: string;
  orgId: number;
  orgName: string;
  count: number;
  netFen: number;
}

/** Net amounts per month and receiving organisation over a period range. */
export async function monthlyByOrg(db: Db, from: string, to: string): Promise<MonthlyRow[]> {
  const month = sql<string>`to_char(${settlementDailyTotals.period}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      orgId: settlementDailyTotals.orgId,
      orgName: sql<string>`min(${organisations.name})`,
      count: sql<number>`sum(${settlementDailyTotals.count})::int`,
      netFen: sql<string>`sum(${settlementDailyTotals.netFen})::bigint`,
    })
    .from(settlementDailyTotals)
    .leftJoin(organisations, eq(organisations.id, settlementDailyTotals.orgId))
    .where(and(gte(settlementDailyTotals.period, from), lte(settlementDailyTotals.period, to)))
    .groupBy(month, settlementDailyTotals.orgId)
    .having(sql`sum(${settlementDailyTotals.count}) > 0`)
    .orderBy(month, settlementDailyTotals.orgId);
  return rows.map((r) => ({
    month: r.month,
    orgId: r.orgId,
    orgName: r.orgName ?? '',
    count: Number(r.count),
    netFen: Number(r.netFen),
  }));
}
