import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { MAX_BALANCE_FEN } from '#core/money';
import { instant } from './instant.ts';

/** Ping An (payment-provider) sub-accounts, linked to a deposit merchant. */
export const providerMerchants = pgTable(
  'provider_merchants',
  {
    id: serial('id').primaryKey(),
    providerMerchantNo: text('provider_merchant_no').notNull().unique(),
    subAccountNo: text('sub_account_no').notNull(),
    merchantId: integer('merchant_id'),
    bankCard: text('bank_card').notNull().default(''),
    bindingStatus: text('binding_status')
      .notNull()
      .default('unbound')
      .$type<'unbound' | 'pending' | 'bound' | 'failed'>(),
    balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
    lastSyncAt: instant('last_sync_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'provider_merchants_balance_check',
      sql`${t.balanceFen} between 0 and ${sql.raw(String(MAX_BALANCE_FEN))}`,
    ),
  ],
);
