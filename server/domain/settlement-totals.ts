import { sql, type SQL } from 'drizzle-orm';
import type { SettlementListTotals, SettlementTotals } from '#core/types';
import type { Db } from '../db/client.ts';
import { settlementDailyTotals as daily } from '../db/schema/index.ts';
import { KeptReads } from './kept-reads.ts';
import { coveredBy, filterOn, type SettlementFilter } from './settlement-filters.ts';

/** Rebuilds the daily totals from the settlements (seed, repair). */
export async function rebuildDailyTotals(db: Db): Promise<void> {
  await db.execute(sql`delete from settlement_daily_totals`);
  await db.execute(sql`insert into settlement_daily_totals (period, status, org_id, count, gross_fen, share_fen, fee_fen, net_fen)
    select period, status, org_id, count(*), sum(gross_fen), sum(share_fen), sum(fee_fen), sum(net_fen)
    from settlements group by period, status, org_id`);
  forgetSettlementTotals();
}

/**
 * Totals of a filter read in the last TOTALS_CACHE_MS, so the pages of one list (and many people on
 * the same list) cost one query instead of two. Forgotten after every committed settlement change
 * (server/http/change-signal.ts: at once here, by NOTIFY on the other instances) and after a
 * rebuild; a change made straight in the database shows within TOTALS_CACHE_MS.
 */
export const TOTALS_CACHE_MS = 1_000;
const totals = new KeptReads<string, SettlementListTotals>({
  resource: 'settlements',
  windowMs: TOTALS_CACHE_MS,
  max: 1_000,
});

/** Drops every cached total (see TOTALS_CACHE_MS). */
export function forgetSettlementTotals(): void {
  totals.forget();
}

/**
 * The totals under `key` from the cache, else from `compute` (then kept). Requests that ask while a
 * read of the same key is on its way, with no change since it began, wait for that read instead of
 * each making one (KeptReads).
 */
export function cachedTotals(
  db: Db,
  key: string,
  compute: () => Promise<SettlementListTotals>,
): Promise<SettlementListTotals> {
  return totals.get(db, key, compute);
}

/** Moves one settlement's amounts from its old status bucket to the new one (same transaction as the change). */
export async function moveDailyTotals(
  db: Db,
  row: {
    period: string;
    orgId: number;
    grossFen: number;
    shareFen: number;
    feeFen: number;
    netFen: number;
  },
  from: string,
  to: string,
): Promise<void> {
  const bump = async (status: string, sign: 1 | -1) => {
    await db
      .insert(daily)
      .values({
        period: row.period,
        status,
        orgId: row.orgId,
        count: sign,
        grossFen: sign * row.grossFen,
        shareFen: sign * row.shareFen,
        feeFen: sign * row.feeFen,
        netFen: sign * row.netFen,
      })
      .onConflictDoUpdate({
        target: [daily.period, daily.status, daily.orgId],
        set: {
          count: sql`${daily.count} + ${sign}`,
          grossFen: sql`${daily.grossFen} + ${sign * row.grossFen}`,
          shareFen: sql`${daily.shareFen} + ${sign * row.shareFen}`,
          feeFen: sql`${daily.feeFen} + ${sign * row.feeFen}`,
          netFen: sql`${daily.netFen} + ${sign * row.netFen}`,
        },
      });
  };
  await bump(from, -1);
  await bump(to, 1);
}

export type TotalsFilter = SettlementFilter;

/** True when the daily totals can answer the filter: the daily table has every column it tests. */
export const dailyTotalsCover = (f: TotalsFilter): boolean => coveredBy(daily, f);

/** Totals of a filter the daily table covers: sums over at most days × statuses × organisations rows. */
export async function totalsFromDaily(db: Db, f: TotalsFilter): Promise<SettlementTotals> {
  const where: SQL | undefined = filterOn(daily, f);
  const [row] = await db
    .select({
      count: sql<string>`coalesce(sum(${daily.count}), 0)::bigint`,
      grossFen: sql<string>`coalesce(sum(${daily.grossFen}), 0)::bigint`,
      shareFen: sql<string>`coalesce(sum(${daily.shareFen}), 0)::bigint`,
      feeFen: sql<string>`coalesce(sum(${daily.feeFen}), 0)::bigint`,
      netFen: sql<string>`coalesce(sum(${daily.netFen}), 0)::bigint`,
    })
    .from(daily)
    .where(where);
  return {
    count: Number(row.count),
    grossFen: Number(row.grossFen),
    shareFen: Number(row.shareFen),
    feeFen: Number(row.feeFen),
    netFen: Number(row.netFen),
  };
}
