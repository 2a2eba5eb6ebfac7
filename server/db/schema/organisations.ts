import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** The organisation tree (structureList): shares are basis points of the parent's income. */
export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind').notNull().$type<'platform' | 'branch' | 'partner' | 'agent'>(),
    settlementTarget: boolean('settlement_target').notNull().default(false),
    shareBp: integer('share_bp').notNull().default(0),
    bankAccount: text('bank_account').notNull().default(''),
    status: text('status').notNull().default('enabled').$type<'enabled' | 'disabled'>(),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('organisations_parent_idx').on(t.parentId)],
);
