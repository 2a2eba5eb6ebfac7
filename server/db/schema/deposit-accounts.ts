import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { MAX_BALANCE_FEN } from '#core/money';
import { instant } from './instant.ts';

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
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('deposit_accounts_status_idx').on(t.status, t.id),
    index('deposit_accounts_institution_idx').on(t.institutionId),
    // Byte-ordered prefix search on account numbers whatever the database collation (palette).
    index('deposit_accounts_no_pattern_idx').using('btree', t.accountNo.op('text_pattern_ops')),
    // No write may leave a balance negative, past the bound or frozen beyond what was paid.
    check(
      'deposit_accounts_balances_check',
      sql`${t.requiredFen} between 0 and ${sql.raw(String(MAX_BALANCE_FEN))} and ${t.paidFen} between 0 and ${sql.raw(String(MAX_BALANCE_FEN))} and ${t.frozenFen} between 0 and ${t.paidFen}`,
    ),
    // The last digits of a number (palette and list search by suffix): a prefix of the reversed number.
    index('deposit_accounts_no_reverse_idx').on(sql`reverse(${t.accountNo}) text_pattern_ops`),
  ],
);
