import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    status: text('status')
      .notNull()
      .default('pending')
      .$type<'pending' | 'approved' | 'rejected'>(),
    submittedById: integer('submitted_by_id').notNull(),
    submittedBy: text('submitted_by').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedById: integer('decided_by_id'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    reason: text('reason'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // The database itself refuses a second pending request on one account (race-proof 422108).
    uniqueIndex('deposit_requests_one_pending_idx')
      .on(t.accountId)
      .where(sql`status = 'pending'`),
    index('deposit_requests_account_idx').on(t.accountId, t.id),
    index('deposit_requests_status_idx').on(t.status, t.submittedAt),
  ],
);
