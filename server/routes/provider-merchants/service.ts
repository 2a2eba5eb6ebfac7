import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, Code } from '#core/errors';
import type { providerMerchantListQuerySchema } from '#core/validate';
import type { ProviderMerchant, ProviderMerchantDetail } from '#core/types';
import type { Db } from '../../db/client.ts';
import { merchants, providerEvents, providerMerchants } from '../../db/schema/index.ts';
import { labelColumn, yuanColumn, textColumn } from '#core/csv';
import { type ListSource } from '../../list/source.ts';
import { countedBy, pagedRows } from '../../list/paged-rows.ts';
import { maskBankAccount } from '../../domain/masking.ts';
import { iso } from '../../domain/paging.ts';
import { likePrefix } from '../../domain/search-keys.ts';

export type ProviderListQuery = z.output<typeof providerMerchantListQuerySchema>;

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

/** Ping An provider merchants (PinganMerchantList). */
export const providerMerchantSource: ListSource<ProviderListQuery, ProviderMerchant> = {
  name: 'provider-merchants',
  id: providerMerchants.id,
  sorts: {
    providerMerchantNo: providerMerchants.providerMerchantNo,
    balanceFen: providerMerchants.balanceFen,
    createdAt: providerMerchants.createdAt,
  },
  defaultSort: '-createdAt',
  filters,
  rows: pagedRows(select, toProvider),
  count: countedBy((db) =>
    db
      .select({ n: count() })
      .from(providerMerchants)
      .leftJoin(merchants, eq(merchants.id, providerMerchants.merchantId)),
  ),
  columns: [
    textColumn(
      'providerMerchantNo',
      'provider.field.providerMerchantNo',
      (p) => p.providerMerchantNo,
    ),
    textColumn('subAccountNo', 'provider.field.subAccountNo', (p) => p.subAccountNo),
    textColumn('merchant', 'provider.field.merchant', (p) => p.merchantName ?? ''),
    textColumn('bankCard', 'provider.field.bankCard', (p) => p.bankCard),
    labelColumn(
      'bindingStatus',
      'provider.field.bindingStatus',
      (p) => `status.binding.${p.bindingStatus}`,
    ),
    yuanColumn('balance', 'provider.field.balance', (p) => p.balanceFen),
    textColumn('lastSync', 'provider.field.lastSync', (p) => p.lastSyncAt ?? ''),
  ],
};

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
