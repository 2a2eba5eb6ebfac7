import { integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';

/** Step-form (channel form) submissions, as validated by core's step-form schema. */
export const channelForms = pgTable('channel_forms', {
  id: serial('id').primaryKey(),
  data: jsonb('data').notNull().$type<Record<string, unknown>>(),
  userId: integer('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
