import { and, desc, eq, gt } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/rate-limits.ts';
import { SIGN_IN_POLICY } from './policy.ts';

const COOLDOWN_SECONDS = SIGN_IN_POLICY.smsCooldownMs / 1000;

/**
 * Takes the SMS cooldown under `key` (one code a minute), or refuses with SmsCooldown and the
 * seconds left. The row's primary key makes two simultaneous sends within one millisecond collapse.
 */
export async function claimSmsCooldown(db: Db, key: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - SIGN_IN_POLICY.smsCooldownMs);
  const [recent] = await db
    .select({ at: rateLimits.windowStart })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, since)))
    .orderBy(desc(rateLimits.windowStart))
    .limit(1);
  if (recent) {
    const wait = Math.ceil(
      (recent.at.getTime() + SIGN_IN_POLICY.smsCooldownMs - now.getTime()) / 1000,
    );
    throw new AppError(Code.SmsCooldown, { data: { cooldownSeconds: Math.max(1, wait) } });
  }
  const claimed = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoNothing()
    .returning({ key: rateLimits.key });
  if (claimed.length === 0)
    throw new AppError(Code.SmsCooldown, { data: { cooldownSeconds: COOLDOWN_SECONDS } });
}
