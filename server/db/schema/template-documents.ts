import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Read-mostly template screen data that is a document rather than a list: the basic profile
 * (approval process, parameters, operation log), analysis figures, workplace and monitor panels.
 */
export const templateDocuments = pgTable('template_documents', {
  key: text('key').primaryKey(),
  data: jsonb('data').notNull().$type<unknown>(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
