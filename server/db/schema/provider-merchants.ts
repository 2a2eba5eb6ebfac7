import { bigint, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Ping An (payment-provider) sub-accounts, linked to a deposit merchant. */
export const providerMerchants = pgTable('provider_merchants', {
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
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
