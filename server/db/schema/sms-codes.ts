import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/**
 * Issued SMS codes (hashed), with their expiry and wrong-try counter: sign-in codes, and the codes
 * that confirm a new phone number (purpose 'phone', bound to that number).
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: instant('consumed_at'),
    purpose: text('purpose').notNull().default('sign-in'),
    /** The number a 'phone' code was sent to (the one it confirms); null for sign-in codes. */
    phone: text('phone'),
  },
  (t) => [index('sms_codes_user_created_idx').on(t.userId, t.createdAt)],
);

export type SmsCodeRow = typeof smsCodes.$inferSelect;
