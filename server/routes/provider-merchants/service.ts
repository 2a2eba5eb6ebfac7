import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, Code } from '#core/errors';
import type { providerMerchantListQuerySchema } from '#core/validate';
import type { ProviderMerchant, ProviderMerchantDetail } from '#core/types';
import type { Db } from '../../db/client.ts';
import { merchants, providerEvents, providerMerchants } from '../../db/schema/index.ts';
import { listInMode } from '../../domain/list-export.ts';
import { maskBankAccount } from '../../domain/masking.ts';
import {
  afterCursor,
  iso,
  orderOf,
  parseSort,
  type CursorKey,
  type SortChoice,
} from '../../domain/paging.ts';
import { likePrefix } from '../../domain/search-keys.ts';

export type ProviderListQuery = z.output<typeof providerMerchantListQuerySchema>;

const SORTS = {
  providerMerchantNo: providerMerchants.providerMerchantNo,
  balanceFen: providerMerchants.balanceFen,
  createdAt: providerMerchants.createdAt,
};
export const providerSort = (sort?: string): SortChoice => parseSort(sort, SORTS, '-createdAt');
export const providerValue = (c: SortChoice) => (p: ProviderMerchant) =>
  p[c.field as 'providerMerchantNo' | 'balanceFen' | 'createdAt'];

const columns = {
  id: providerMerchants.id,
  providerMerchantNo: providerMerchants.providerMerchantNo,
  subAccountNo: providerMerchants.subAccountNo,
  merchantId: providerMerchants.merchantId,
  merchantNo: merchants.merchantNo,
  merchantName: merchants.name,
  bankCard: providerMerchants.bankCard,
  bindingStatus: providerMerchants.bindingStatus,
  balanceFen: providerMerchants.balanceFen,
  lastSyncAt: providerMerchants.lastSyncAt,
  createdAt: providerMerchants.createdAt,
};

const select = (db: Db) =>
  db
    .select(columns)
    .from(providerMerchants)
    .leftJoin(merchants, eq(merchants.id, providerMerchants.merchantId));
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const toProvider = (r: Row): ProviderMerchant => ({
  ...r,
  bankCard: r.bankCard ? maskBankAccount(r.bankCard) : '',
  lastSyncAt: iso(r.lastSyncAt),
  createdAt: r.createdAt.toISOString(),
});

function filters(q: ProviderListQuery): SQL | undefined {
  return and(
    q.bindingStatus ? eq(providerMerchants.bindingStatus, q.bindingStatus) : undefined,
    q.q
      ? or(
          sql`${providerMerchants.providerMerchantNo} like ${likePrefix(q.q).toUpperCase()}`,
          sql`${providerMerchants.subAccountNo} like ${likePrefix(q.q)}`,
          ilike(merchants.name, `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
          sql`${merchants.merchantNo} like ${likePrefix(q.q).toUpperCase()}`,
        )
      : undefined,
  );
}

export function fetchProvidersAfter(db: Db, q: ProviderListQuery, choice: SortChoice) {
  return async (after: CursorKey | null, limit: number) =>
    (
      await select(db)
        .where(
          and(filters(q), after ? afterCursor(choice, providerMerchants.id, after) : undefined),
        )
        .orderBy(...orderOf(choice, providerMerchants.id))
        .limit(limit)
    ).map(toProvider);
}

export async function listProviderMerchants(db: Db, q: ProviderListQuery) {
  const choice = providerSort(q.sort);
  const where = filters(q);
  return listInMode(
    q,
    choice,
    providerValue(choice),
    async (limit, offset) =>
      (
        await select(db)
          .where(where)
          .orderBy(...orderOf(choice, providerMerchants.id))
          .limit(limit)
          .offset(offset)
      ).map(toProvider),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(providerMerchants)
          .leftJoin(merchants, eq(merchants.id, providerMerchants.merchantId))
          .where(where)
      )[0].n,
    fetchProvidersAfter(db, q, choice),
  );
}

/** Every field of the detail drawer plus the event timeline, oldest first. */
export async function getProviderMerchant(
  db: Db,
  providerMerchantNo: string,
): Promise<ProviderMerchantDetail> {
  const [row] = await select(db).where(
    eq(providerMerchants.providerMerchantNo, providerMerchantNo),
  );
  if (!row) throw new AppError(Code.NotFound);
  const events = await db
    .select()
    .from(providerEvents)
    .where(eq(providerEvents.providerMerchantId, row.id))
    .orderBy(asc(providerEvents.at), asc(providerEvents.id));
  return {
    ...toProvider(row),
    events: events.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      kind: e.kind,
      detail: e.detail,
      amountFen: e.amountFen,
    })),
  };
}
