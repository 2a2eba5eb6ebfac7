import { integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';

/** Group-form submissions: video and audio parameters plus a description. */
export const paramGroups = pgTable('param_groups', {
  id: serial('id').primaryKey(),
  data: jsonb('data').notNull().$type<Record<string, unknown>>(),
  userId: integer('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
