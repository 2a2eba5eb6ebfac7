import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { smsCodes } from '../db/schema/index.ts';

/** Retires a user's live codes of one purpose (only the newest code is valid), in `tx`. */
export async function retireLiveCodes(
  tx: Db,
  userId: number,
  purpose: string,
  now: Date,
): Promise<void> {
  await tx
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(
      and(eq(smsCodes.userId, userId), eq(smsCodes.purpose, purpose), isNull(smsCodes.consumedAt)),
    );
}
