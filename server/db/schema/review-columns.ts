import { integer, text } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** The decision columns every review table has (pending → approved / rejected, maker and checker). */
export const reviewColumns = () => ({
  status: text('status').notNull().default('pending').$type<'pending' | 'approved' | 'rejected'>(),
  submittedById: integer('submitted_by_id').notNull(),
  submittedBy: text('submitted_by').notNull(),
  submittedAt: instant('submitted_at').notNull(),
  decidedById: integer('decided_by_id'),
  decidedBy: text('decided_by'),
  decidedAt: instant('decided_at'),
  reason: text('reason'),
  version: integer('version').notNull().default(1),
});
