import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { WorkbenchFigures } from '#core/types';
import type { Db } from '../../db/client.ts';
import {
  changeReviews,
  depositAccounts,
  depositRequests,
  merchantReviews,
  settlementDailyTotals as daily,
} from '../../db/schema/index.ts';
import { totalsFromDaily } from '../../domain/settlement-totals.ts';

const num = (v: unknown) => Number(v ?? 0);

/** The pending change reviews of each queue (organisation money routing, admin grants). */
async function pendingChangeReviews(
  db: Db,
): Promise<NonNullable<WorkbenchFigures['pendingChangeReviews']>> {
  const rows = await db
    .select({ kind: changeReviews.kind, n: sql<number>`count(*)::int` })
    .from(changeReviews)
    .where(eq(changeReviews.status, 'pending'))
    .groupBy(changeReviews.kind);
  const of = (kind: string) => num(rows.find((r) => r.kind === kind)?.n);
  return { orgRouting: of('org_routing'), adminGrants: of('admin_grant') };
}

/**
 * The workbench figures: review queues, deposit balances, this month's settlements by day; with
 * `changeReviews` (the caller may decide them), the change-review queues' pending counts too.
 */
export async function workbenchFigures(
  db: Db,
  now: Date,
  { changeReviews: withChangeReviews = false }: { changeReviews?: boolean } = {},
): Promise<WorkbenchFigures> {
  const monthStart = `${now.toISOString().slice(0, 7)}-01`;
  const today = now.toISOString().slice(0, 10);
  const [[dep], [rev], [deposit], [month], byDay, [failed], changes] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(depositRequests)
      .where(eq(depositRequests.status, 'pending')),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(merchantReviews)
      .where(eq(merchantReviews.status, 'pending')),
    db
      .select({
        accounts: sql<number>`count(*)::int`,
        requiredFen: sql<string>`coalesce(sum(${depositAccounts.requiredFen}), 0)::bigint`,
        paidFen: sql<string>`coalesce(sum(${depositAccounts.paidFen}), 0)::bigint`,
        frozenFen: sql<string>`coalesce(sum(${depositAccounts.frozenFen}), 0)::bigint`,
        shortfallFen: sql<string>`coalesce(sum(greatest(${depositAccounts.requiredFen} - ${depositAccounts.paidFen}, 0)), 0)::bigint`,
        shortfallAccounts: sql<number>`count(*) filter (where ${depositAccounts.requiredFen} > ${depositAccounts.paidFen})::int`,
      })
      .from(depositAccounts)
      .where(sql`${depositAccounts.status} in ('active', 'frozen')`),
    totalsFromDaily(db, { from: monthStart, to: today }).then((t) => [t]),
    db
      .select({
        date: sql<string>`to_char(${daily.period}, 'YYYY-MM-DD')`,
        count: sql<number>`sum(${daily.count})::int`,
        netFen: sql<string>`sum(${daily.netFen})::bigint`,
      })
      .from(daily)
      .where(and(gte(daily.period, monthStart), lte(daily.period, today)))
      .groupBy(daily.period)
      .orderBy(daily.period),
    db
      .select({ n: sql<number>`coalesce(sum(${daily.count}), 0)::int` })
      .from(daily)
      .where(eq(daily.status, 'failed')),
    withChangeReviews ? pendingChangeReviews(db) : undefined,
  ]);
  // One point per day of the month so far, zero on days without settlements.
  const found = new Map(byDay.map((d) => [d.date, d]));
  const days: WorkbenchFigures['settlementsByDay'] = [];
  for (
    let d = new Date(`${monthStart}T00:00:00Z`);
    d.toISOString().slice(0, 10) <= today;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const date = d.toISOString().slice(0, 10);
    const row = found.get(date);
    days.push({ date, count: num(row?.count), netFen: num(row?.netFen) });
  }
  return {
    pendingDepositRequests: num(dep.n),
    pendingMerchantReviews: num(rev.n),
    deposit: {
      accounts: num(deposit.accounts),
      requiredFen: num(deposit.requiredFen),
      paidFen: num(deposit.paidFen),
      frozenFen: num(deposit.frozenFen),
      shortfallFen: num(deposit.shortfallFen),
      shortfallAccounts: num(deposit.shortfallAccounts),
    },
    settlementsThisMonth: {
      count: num(month.count),
      grossFen: num(month.grossFen),
      shareFen: num(month.shareFen),
      feeFen: num(month.feeFen),
      netFen: num(month.netFen),
    },
    settlementsByDay: days,
    failedSettlements: num(failed.n),
    ...(changes ? { pendingChangeReviews: changes } : {}),
  };
}
