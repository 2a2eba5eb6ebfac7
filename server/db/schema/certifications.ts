import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** Enterprise certification of a user plus its records (pass / auditing, withdrawable). */
export const certifications = pgTable(
  'certifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    accountType: text('account_type').notNull(),
    status: text('status').notNull().$type<'pass' | 'auditing' | 'withdrawn'>(),
    legalPersonName: text('legal_person_name').notNull(),
    certificateType: text('certificate_type').notNull(),
    certificationNumber: text('certification_number').notNull(),
    enterpriseName: text('enterprise_name').notNull(),
    enterpriseCertificateType: text('enterprise_certificate_type').notNull(),
    organizationCode: text('organization_code').notNull(),
    at: instant('at').notNull(),
  },
  (t) => [index('certifications_user_idx').on(t.userId, t.at)],
);
