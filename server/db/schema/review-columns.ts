import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** The decision columns every review table has (pending → approved / rejected, maker and checker). */
export const reviewColumns = () => ({
  status: text('status').notNull().default('pending').$type<'pending' | 'approved' | 'rejected'>(),
  submittedById: integer('submitted_by_id').notNull(),
  submittedBy: text('submitted_by').notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
  decidedById: integer('decided_by_id'),
  decidedBy: text('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  reason: text('reason'),
  version: integer('version').notNull().default(1),
});
