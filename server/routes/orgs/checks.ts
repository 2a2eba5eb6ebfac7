import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import { FULL_BP } from '#core/money';
import type { Db } from '../../db/client.ts';
import { organisations } from '../../db/schema/index.ts';
import { reindexRecord } from '../../domain/search-index.ts';
import type { OrgRow } from './queries.ts';

/** Refuses when the settlement-target shares under `parentId` would exceed 10000 bp. */
export async function checkShares(
  db: Db,
  parentId: number | null,
  shareBp: number,
  settlementTarget: boolean,
  selfId?: number,
): Promise<void> {
  if (parentId === null || !settlementTarget) return;
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${organisations.shareBp}), 0)::int` })
    .from(organisations)
    .where(
      and(
        eq(organisations.parentId, parentId),
        eq(organisations.settlementTarget, true),
        selfId ? ne(organisations.id, selfId) : undefined,
      ),
    );
  if (Number(row.sum) + shareBp > FULL_BP)
    throw new AppError(Code.SharesExceedTotal, { data: { siblingsBp: Number(row.sum), shareBp } });
}

/** Refuses moving `id` under itself or one of its descendants. */
export async function checkNoCycle(db: Db, id: number, newParentId: number | null): Promise<void> {
  let cursor = newParentId;
  const seen = new Set<number>();
  while (cursor !== null) {
    if (cursor === id || seen.has(cursor)) throw new AppError(Code.OrgCycle);
    seen.add(cursor);
    const [parent] = await db
      .select({ parentId: organisations.parentId })
      .from(organisations)
      .where(eq(organisations.id, cursor));
    if (!parent) throw new AppError(Code.NotFound, { fields: { parentId: 'not found' } });
    cursor = parent.parentId;
  }
}

export const reindexOrg = (db: Db, row: OrgRow) =>
  reindexRecord(db, {
    kind: 'org',
    key: String(row.id),
    title: row.name,
    subtitle: row.code,
    name: row.name,
    codes: [row.code],
  });
