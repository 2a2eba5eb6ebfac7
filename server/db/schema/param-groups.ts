import { integer, jsonb, pgTable, serial } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** Group-form submissions: video and audio parameters plus a description. */
export const paramGroups = pgTable('param_groups', {
  id: serial('id').primaryKey(),
  data: jsonb('data').notNull().$type<Record<string, unknown>>(),
  userId: integer('user_id').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
