import { eq } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import { settlementCsvColumns } from '#core/csv';
import type { Settlement } from '#core/types';
import type { Db } from '../../db/client.ts';
import { organisations, settlements } from '../../db/schema/index.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { notifyAdmins } from '../../domain/notifications.ts';
import { moveDailyTotals } from '../../domain/settlement-totals.ts';
import type { ListSource } from '../../list/source.ts';
import { versionedChange } from '../../review/versioned.ts';
import type { SettlementListQuery } from './inputs.ts';
import {
  locateByPeriod,
  monthlyByOrg,
  namedSettlements,
  preparedSettlementRows,
  selectSettlements,
  settlementFilters,
  settlementTotals,
} from './queries.ts';
import { dayByDayRows, readDayByDay } from './day-rows.ts';
import { numberMatchRows } from './number-rows.ts';
import { settlementCsvRows, type SettlementCsvRecord } from './csv-rows.ts';

const SORTS = {
  period: settlements.period,
  grossFen: settlements.grossFen,
  netFen: settlements.netFen,
  settlementNo: settlements.settlementNo,
};
const DEFAULT_SORT = '-period';

/**
 * Settlements (SettleList): the list, its cursor pages and its CSV export (core's settlement
 * columns) all read here, with the filtered set's totals beside the items.
 */
export const settlementSource: ListSource<SettlementListQuery, Settlement, SettlementCsvRecord> = {
  name: 'settlements',
  id: settlements.id,
  sorts: SORTS,
  defaultSort: DEFAULT_SORT,
  filters: settlementFilters,
  rows: async (db, query, q) =>
    namedSettlements(
      db,
      await (dayByDayRows(db, query, q, SORTS, DEFAULT_SORT) ??
        (await numberMatchRows(db, query, q, SORTS, DEFAULT_SORT)) ??
        selectSettlements(db)
          .where(query.where)
          .orderBy(...query.orderBy)
          .limit(query.limit)
          .offset(query.offset ?? 0)),
    ),
  // The day-by-day plan is built per call (its days come from the range), so it is not prepared.
  prepared: (database, q, choice, offset, limit) =>
    readDayByDay(q, choice.field, offset + limit)
      ? null
      : preparedSettlementRows(database, q, choice, offset, limit),
  totals: settlementTotals,
  locate: locateByPeriod,
  columns: settlementCsvColumns,
  csvRows: settlementCsvRows,
};

export async function getSettlement(db: Db, settlementNo: string): Promise<Settlement> {
  const rows = await selectSettlements(db).where(eq(settlements.settlementNo, settlementNo));
  if (rows.length === 0) throw new AppError(Code.NotFound);
  return (await namedSettlements(db, rows))[0];
}

type Status = Settlement['status'];

type SettlementRow = typeof settlements.$inferSelect;

/** Moves a settlement from one status to the next with a versioned, audited update. */
async function transition(
  ctx: AuthedCtx,
  settlementNo: string,
  action: string,
  from: Status,
  version: number,
  set: { status: Status; bankSerialNo?: string | null; failureReason?: string | null },
  after?: (tx: Db, row: SettlementRow) => Promise<void>,
): Promise<Settlement> {
  await versionedChange<SettlementRow>(ctx, {
    module: 'settlements',
    action,
    label: settlementNo,
    table: settlements,
    where: eq(settlements.settlementNo, settlementNo),
    version,
    from: [from],
    set: () => set,
    after: async (tx, _before, row) => {
      await moveDailyTotals(tx, row, from, set.status);
      await after?.(tx, row);
    },
    target: () => settlementNo,
    detail: (before) => ({ before: { status: before.status }, after: set }),
  });
  return getSettlement(ctx.db, settlementNo);
}

/** failed → pending (admin): the failure reason is cleared so the bank run picks it up again. */
export const retrySettlement = (ctx: AuthedCtx, no: string, version: number) =>
  transition(ctx, no, 'retry', 'failed', version, { status: 'pending', failureReason: null });

/** pending → processing: handed to the bank. */
export const startSettlement = (ctx: AuthedCtx, no: string, version: number) =>
  transition(ctx, no, 'process', 'pending', version, { status: 'processing' });

/** processing → settled with the bank's serial number. */
export const completeSettlement = (
  ctx: AuthedCtx,
  no: string,
  version: number,
  bankSerialNo: string,
) => transition(ctx, no, 'settle', 'processing', version, { status: 'settled', bankSerialNo });

/** processing → failed with the bank's reason; every admin gets a notice. */
export const failSettlement = (ctx: AuthedCtx, no: string, version: number, reason: string) =>
  transition(
    ctx,
    no,
    'fail',
    'processing',
    version,
    { status: 'failed', failureReason: reason },
    async (tx, row) => {
      const [org] = await tx
        .select({ name: organisations.name })
        .from(organisations)
        .where(eq(organisations.id, row.orgId));
      await notifyAdmins(tx, {
        type: 'notice',
        template: 'settlement.failed',
        params: { settlementNo: no, orgName: org?.name ?? '', reason },
        tag: { key: 'tag.failed', color: 'red' },
        link: { route: 'SettleList', key: no },
        at: ctx.clock.now(),
      });
    },
  );

/** Monthly net by organisation; the range defaults to the last twelve months of the clock. */
export async function monthlySettlements(db: Db, now: Date, q: { from?: string; to?: string }) {
  const to = q.to ?? now.toISOString().slice(0, 10);
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - 11, 1);
  const from = q.from ?? start.toISOString().slice(0, 10);
  return monthlyByOrg(db, from, to);
}
