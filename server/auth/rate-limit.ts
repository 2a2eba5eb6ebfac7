import { and, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/rate-limits.ts';

export interface Limit {
  /** Allowed hits per window. */
  max: number;
  windowMs: number;
}

/** Per-IP limits (PRODUCT.md §4: "sends and logins are rate limited"). */
export const LIMITS = {
  smsPerIp: { max: 20, windowMs: 10 * 60_000 },
  loginPerIp: { max: 60, windowMs: 10 * 60_000 },
} as const satisfies Record<string, Limit>;

/**
 * Counts one hit on `key` in the current fixed window, in the database so every instance shares it.
 * Returns false when the window is already full.
 */
export async function hitRateLimit(db: Db, key: string, limit: Limit, now: Date): Promise<boolean> {
  const windowStart = new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  // Old windows are useless; prune now and then rather than with a separate job.
  if (Math.random() < 0.01) {
    await db
      .delete(rateLimits)
      .where(and(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000))));
  }
  return row.count <= limit.max;
}
