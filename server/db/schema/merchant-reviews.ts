import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Merchant reviews (bzjCheckMerchantList): onboarding or a change with its changed fields. */
export const merchantReviews = pgTable(
  'merchant_reviews',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').notNull().$type<'onboard' | 'change'>(),
    /** field → { from, to } in clear; masked when sent. */
    changes: jsonb('changes')
      .notNull()
      .$type<Record<string, { from: string; to: string }>>()
      .default({}),
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
    uniqueIndex('merchant_reviews_one_pending_idx')
      .on(t.merchantId)
      .where(sql`status = 'pending'`),
    index('merchant_reviews_status_idx').on(t.status, t.submittedAt),
  ],
);
