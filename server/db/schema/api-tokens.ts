import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

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
    createdAt: instant('created_at').notNull(),
    /** Null: never expires. */
    expiresAt: instant('expires_at'),
    lastUsedAt: instant('last_used_at'),
    lastUsedIp: text('last_used_ip'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_uq').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId),
  ],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
