import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** Institutions (businessList), owned by an organisation; credit code unique (GB 32100). */
export const institutions = pgTable(
  'institutions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    creditCode: text('credit_code').notNull().unique(),
    legalPerson: text('legal_person').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    address: text('address').notNull().default(''),
    orgId: integer('org_id').notNull(),
    status: text('status').notNull().default('active').$type<'active' | 'suspended'>(),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('institutions_org_idx').on(t.orgId), index('institutions_name_idx').on(t.name)],
);
