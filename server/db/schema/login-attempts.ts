import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every sign-in attempt, used for the account lockout window (5 failures in 15 minutes). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull().default(''),
    success: boolean('success').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('login_attempts_username_at_idx').on(t.username, t.at)],
);
