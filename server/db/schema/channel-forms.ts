import { integer, jsonb, pgTable, serial } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** Step-form (channel form) submissions, as validated by core's step-form schema. */
export const channelForms = pgTable('channel_forms', {
  id: serial('id').primaryKey(),
  data: jsonb('data').notNull().$type<Record<string, unknown>>(),
  userId: integer('user_id').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
