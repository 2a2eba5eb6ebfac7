import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** Deposit merchants (bzjMerchantList); personal data stored in clear, masked on the way out. */
export const merchants = pgTable(
  'merchants',
  {
    id: serial('id').primaryKey(),
    merchantNo: text('merchant_no').notNull().unique(),
    name: text('name').notNull(),
    institutionId: integer('institution_id').notNull(),
    creditCode: text('credit_code').notNull(),
    legalPerson: text('legal_person').notNull(),
    idNo: text('id_no').notNull(),
    contactPhone: text('contact_phone').notNull(),
    bankAccount: text('bank_account').notNull(),
    status: text('status')
      .notNull()
      .default('pending_review')
      .$type<'pending_review' | 'approved' | 'rejected' | 'disabled'>(),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('merchants_institution_idx').on(t.institutionId),
    index('merchants_status_idx').on(t.status, t.id),
  ],
);
