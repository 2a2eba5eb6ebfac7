import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Deposit accounts (bzjList); money in fen, available and shortfall are derived. */
export const depositAccounts = pgTable(
  'deposit_accounts',
  {
    id: serial('id').primaryKey(),
    accountNo: text('account_no').notNull().unique(),
    institutionId: integer('institution_id').notNull(),
    merchantId: integer('merchant_id'),
    requiredFen: bigint('required_fen', { mode: 'number' }).notNull().default(0),
    paidFen: bigint('paid_fen', { mode: 'number' }).notNull().default(0),
    frozenFen: bigint('frozen_fen', { mode: 'number' }).notNull().default(0),
    status: text('status')
      .notNull()
      .default('pending_review')
      .$type<'pending_review' | 'active' | 'rejected' | 'frozen' | 'closed'>(),
    note: text('note').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('deposit_accounts_status_idx').on(t.status, t.id),
    index('deposit_accounts_institution_idx').on(t.institutionId),
    // Byte-ordered prefix search on account numbers whatever the database collation (palette).
    index('deposit_accounts_no_pattern_idx').using('btree', t.accountNo.op('text_pattern_ops')),
  ],
);
