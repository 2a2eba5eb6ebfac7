import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apiTokens } from '../db/schema/api-tokens.ts';
import { revokeUserSessions } from './sessions.ts';

/** Revokes every live API token of a user; returns how many were live. */
export async function revokeUserApiTokens(db: Db, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length;
}

/**
 * What a reset, a disable or a role change ends: every session and every API token of the user.
 * A token minted before the event must not outlive the recovery step it was meant to survive.
 */
export async function revokeUserCredentials(db: Db, userId: number, now: Date): Promise<void> {
  await revokeUserSessions(db, userId, now);
  await revokeUserApiTokens(db, userId, now);
}
