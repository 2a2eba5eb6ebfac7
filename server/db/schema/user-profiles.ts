import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** The user-settings profile of one user (validated by core's userSettingsSchema). */
export const userProfiles = pgTable('user_profiles', {
  userId: integer('user_id').primaryKey(),
  data: jsonb('data').notNull().$type<Record<string, unknown>>(),
  version: integer('version').notNull().default(1),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
