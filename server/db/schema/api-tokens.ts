import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Personal API tokens for automation (`qyat_…`). Like sessions, only the SHA-256 of the secret is
 * stored; unlike them, a token does not idle out and carries a scope.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['read-only', 'read-write'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The first characters of the secret, to tell tokens apart in a list. */
    hint: text('hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_uq').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId),
  ],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
