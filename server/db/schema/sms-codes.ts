import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Issued SMS sign-in codes (hashed), with their expiry and wrong-try counter. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sms_codes_user_created_idx').on(t.userId, t.createdAt)],
);

export type SmsCodeRow = typeof smsCodes.$inferSelect;
