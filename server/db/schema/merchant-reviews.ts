import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { reviewColumns } from './review-columns.ts';

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
    ...reviewColumns(),
  },
  (t) => [
    uniqueIndex('merchant_reviews_one_pending_idx')
      .on(t.merchantId)
      .where(sql`status = 'pending'`),
    index('merchant_reviews_status_idx').on(t.status, t.submittedAt),
  ],
);
