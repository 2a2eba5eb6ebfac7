import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** Template card list: quality-inspection, service and rules-preset cards. */
export const cards = pgTable('cards', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull().$type<'quality' | 'service' | 'rules'>(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default(''),
  /** Quality / rules cards: enabled; service cards: opened (false = expired). */
  enabled: boolean('enabled').notNull().default(true),
  expiresAt: instant('expires_at'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: instant('created_at').notNull().defaultNow(),
});
