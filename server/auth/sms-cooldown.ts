import { and, desc, eq, gt } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { SmsCooldownData } from '#core/types';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/rate-limits.ts';
import type { AppConfig } from '../env.ts';
import { SIGN_IN_POLICY } from './policy.ts';

/** The configured SMS cooldown in seconds (SMS_COOLDOWN_SECONDS; 60 when absent). */
export function smsCooldownSeconds(config: Pick<AppConfig, 'smsCooldownSeconds'>): number {
  return config.smsCooldownSeconds ?? SIGN_IN_POLICY.smsCooldownMs / 1000;
}

/** The refusal of a send within the cooldown. */
const refused = (data: SmsCooldownData) => new AppError(Code.SmsCooldown, { data: { ...data } });

/**
 * Takes the SMS cooldown under `key` (one code per `cooldownSeconds`), or refuses with SmsCooldown,
 * the seconds left (`cooldownSeconds`) and the cooldown itself (`periodSeconds`: with both, `qy
 * login` knows how long ago the code it may ask for was sent). The row's primary key makes two
 * simultaneous sends within one millisecond collapse.
 */
export async function claimSmsCooldown(
  db: Db,
  key: string,
  now: Date,
  cooldownSeconds: number,
): Promise<void> {
  const cooldownMs = cooldownSeconds * 1000;
  const since = new Date(now.getTime() - cooldownMs);
  const [recent] = await db
    .select({ at: rateLimits.windowStart })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, since)))
    .orderBy(desc(rateLimits.windowStart))
    .limit(1);
  if (recent) {
    const wait = Math.ceil((recent.at.getTime() + cooldownMs - now.getTime()) / 1000);
    throw refused({ cooldownSeconds: Math.max(1, wait), periodSeconds: cooldownSeconds });
  }
  const claimed = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoNothing()
    .returning({ key: rateLimits.key });
  if (claimed.length === 0) throw refused({ cooldownSeconds, periodSeconds: cooldownSeconds });
}
