import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/**
 * Read-mostly template screen data that is a document rather than a list: the basic profile
 * (approval process, parameters, operation log), analysis figures, workplace and monitor panels.
 */
export const templateDocuments = pgTable('template_documents', {
  key: text('key').primaryKey(),
  data: jsonb('data').notNull().$type<unknown>(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
