import { boolean, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** Every sign-in attempt, used for the account lockout window (5 failures in 15 minutes). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull().default(''),
    success: boolean('success').notNull(),
    at: instant('at').notNull(),
  },
  (t) => [index('login_attempts_username_at_idx').on(t.username, t.at)],
);
