import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MAX_AMOUNT_FEN } from '#core/money';
import { reviewColumns } from './review-columns.ts';

/** Deposit requests (bzjCheckList): pending → approved / rejected, one pending per account. */
export const depositRequests = pgTable(
  'deposit_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    kind: text('kind')
      .notNull()
      .$type<'open' | 'top_up' | 'refund' | 'freeze' | 'unfreeze' | 'close'>(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull().default(0),
    note: text('note').notNull().default(''),
    ...reviewColumns(),
  },
  (t) => [
    // The database itself refuses a second pending request on one account (race-proof 422108).
    uniqueIndex('deposit_requests_one_pending_idx')
      .on(t.accountId)
      .where(sql`status = 'pending'`),
    index('deposit_requests_account_idx').on(t.accountId, t.id),
    index('deposit_requests_status_idx').on(t.status, t.submittedAt),
    check(
      'deposit_requests_amount_check',
      sql`${t.amountFen} between 0 and ${sql.raw(String(MAX_AMOUNT_FEN))}`,
    ),
  ],
);
