import { and, eq, sql } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { Settlement, SettlementTotals } from '#core/types';
import type { Db } from '../../db/client.ts';
import { organisations, settlements } from '../../db/schema/index.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { audited } from '../../domain/decisions.ts';
import { notifyAdmins } from '../../domain/notifications.ts';
import { moveDailyTotals } from '../../domain/settlement-totals.ts';
import {
  afterCursor,
  decodeCursor,
  nextCursorOf,
  orderOf,
  parseSort,
  type CursorKey,
  type SortChoice,
} from '../../domain/paging.ts';
import type { SettlementListQuery } from './inputs.ts';
import {
  monthlyByOrg,
  selectSettlements,
  settlementFilters,
  settlementTotals,
  toSettlement,
} from './queries.ts';

const SORTS = {
  period: settlements.period,
  grossFen: settlements.grossFen,
  netFen: settlements.netFen,
  settlementNo: settlements.settlementNo,
};
export const settlementSort = (sort?: string): SortChoice => parseSort(sort, SORTS, '-period');
export const settlementValue = (c: SortChoice) => (s: Settlement) =>
  s[c.field as 'period' | 'grossFen' | 'netFen' | 'settlementNo'];

export function fetchSettlementsAfter(db: Db, q: SettlementListQuery, choice: SortChoice) {
  return async (after: CursorKey | null, limit: number) =>
    (
      await selectSettlements(db)
        .where(
          and(settlementFilters(q), after ? afterCursor(choice, settlements.id, after) : undefined),
        )
        .orderBy(...orderOf(choice, settlements.id))
        .limit(limit)
    ).map(toSettlement);
}

/**
 * Page mode: one page plus total and totals of the filtered set. Cursor mode: keyset pages; the
 * totals are computed for the first page and carried in the cursor, so deep pages cost one index range.
 */
export async function listSettlements(db: Db, q: SettlementListQuery) {
  const choice = settlementSort(q.sort);
  const where = settlementFilters(q);
  if (q.cursor !== undefined) {
    const after = decodeCursor(q.cursor, choice.field);
    const [items, totals] = await Promise.all([
      fetchSettlementsAfter(db, q, choice)(after, q.limit),
      after?.t ? Promise.resolve(after.t as SettlementTotals) : settlementTotals(db, q),
    ]);
    return {
      items,
      nextCursor: nextCursorOf(items, q.limit, choice, settlementValue(choice), totals),
      totals,
    };
  }
  const [rows, totals] = await Promise.all([
    selectSettlements(db)
      .where(where)
      .orderBy(...orderOf(choice, settlements.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    settlementTotals(db, q),
  ]);
  return {
    items: rows.map(toSettlement),
    total: totals.count,
    page: q.page,
    pageSize: q.pageSize,
    totals,
  };
}

export async function getSettlement(db: Db, settlementNo: string): Promise<Settlement> {
  const [row] = await selectSettlements(db).where(eq(settlements.settlementNo, settlementNo));
  if (!row) throw new AppError(Code.NotFound);
  return toSettlement(row);
}

type Status = Settlement['status'];

/** Moves a settlement from one status to the next with a versioned, audited update. */
async function transition(
  ctx: AuthedCtx,
  settlementNo: string,
  action: string,
  from: Status,
  version: number,
  set: { status: Status; bankSerialNo?: string | null; failureReason?: string | null },
  after?: (tx: Db, row: typeof settlements.$inferSelect) => Promise<void>,
): Promise<Settlement> {
  return audited(ctx, { module: 'settlements', action, target: settlementNo }, async () => {
    await ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(settlements)
        .where(eq(settlements.settlementNo, settlementNo));
      if (!before) throw new AppError(Code.NotFound);
      if (before.version !== version) throw new AppError(Code.VersionConflict);
      if (before.status !== from) throw new AppError(Code.InvalidTransition);
      const [row] = await tx
        .update(settlements)
        .set({ ...set, version: sql`${settlements.version} + 1`, updatedAt: ctx.clock.now() })
        .where(
          and(
            eq(settlements.id, before.id),
            eq(settlements.version, version),
            eq(settlements.status, from),
          ),
        )
        .returning();
      if (!row) throw new AppError(Code.VersionConflict);
      await moveDailyTotals(tx, row, from, set.status);
      await ctx.audit(
        {
          module: 'settlements',
          action,
          target: settlementNo,
          result: 'success',
          detail: { before: { status: before.status }, after: set },
        },
        tx,
      );
      await after?.(tx, row);
    });
    return getSettlement(ctx.db, settlementNo);
  });
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
