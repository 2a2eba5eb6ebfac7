/**
 * The SMS codes a signed-in user asks for to confirm a change of their own account: to a new phone
 * (purpose 'phone') or to the current one (purpose 'reauth', an administrator's re-check). One
 * code per purpose is live (a new one retires the earlier), sent at most once per SMS_COOLDOWN_SECONDS (a minute by default), valid for
 * 5 minutes and 5 tries, stored as an HMAC bound to the user, the purpose and the number, so a
 * code of one purpose never confirms another, nor signs in.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import { SIGN_IN_POLICY } from '../../auth/policy.ts';
import { claimSmsCooldown, smsCooldownSeconds } from '../../auth/sms-cooldown.ts';
import { smsCodeDigest } from '../../auth/sms-code-digest.ts';
import { newSmsCode } from '../../auth/tokens.ts';
import { retireLiveCodes } from '../../auth/sms-codes.ts';
import type { Db } from '../../db/client.ts';
import { smsCodes } from '../../db/schema/index.ts';
import { maskPhone } from '../../domain/masking.ts';
import { translator } from '../../domain/i18n.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { deliver } from '../sms/service.ts';

type Purpose = 'phone' | 'reauth';

const digest = (ctx: AuthedCtx, purpose: Purpose, phone: string, code: string) =>
  smsCodeDigest(ctx.deps.config.serverSecret, ctx.user.id, `${purpose}:${phone}:${code}`);

/**
 * Sends a new code of `purpose` to `phone` and logs it (`action`, the number masked); `text` is
 * the message around the code. Answers the cooldown and the masked number.
 */
export async function sendOwnCode(
  ctx: AuthedCtx,
  send: { purpose: Purpose; phone: string; action: string; text(code: string): string },
) {
  const { purpose, phone } = send;
  const now = ctx.clock.now();
  const cooldownSeconds = smsCooldownSeconds(ctx.deps.config);
  await claimSmsCooldown(ctx.db, `sms:${purpose}:${ctx.user.id}`, now, cooldownSeconds);
  const code = newSmsCode();
  await ctx.db.transaction(async (tx) => {
    await retireLiveCodes(tx, ctx.user.id, purpose, now);
    await tx.insert(smsCodes).values({
      userId: ctx.user.id,
      purpose,
      phone,
      codeHash: digest(ctx, purpose, phone, code),
      ip: ctx.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_POLICY.smsCodeTtlMs),
    });
    await ctx.audit(
      {
        module: 'users',
        action: send.action,
        target: ctx.user.username,
        result: 'success',
        detail: { phone: maskPhone(phone) },
      },
      tx,
    );
  });
  deliver(ctx, { username: ctx.user.username, phone, code, text: send.text(code) });
  return { cooldownSeconds, phone: maskPhone(phone) };
}

/**
 * Checks `code` against the live code of `purpose` sent to `phone`: none or expired is 200202, over
 * its tries 200204, wrong 200201 naming `field` (the try counted; the one that uses up the last
 * try answers 200204). Answers the code's row id for `spendOwnCode`.
 */
export async function checkOwnCode(
  ctx: AuthedCtx,
  check: { purpose: Purpose; phone: string; code: string; field: string },
): Promise<number> {
  const { purpose, phone } = check;
  const [row] = await ctx.db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.userId, ctx.user.id),
        eq(smsCodes.purpose, purpose),
        eq(smsCodes.phone, phone),
        isNull(smsCodes.consumedAt),
      ),
    )
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!row || row.expiresAt <= ctx.clock.now()) throw new AppError(Code.SmsCodeExpired);
  if (row.attempts >= SIGN_IN_POLICY.smsMaxTries) throw new AppError(Code.SmsTooManyTries);
  if (row.codeHash !== digest(ctx, purpose, phone, check.code)) {
    const [tried] = await ctx.db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt)))
      .returning({ attempts: smsCodes.attempts });
    if (tried && tried.attempts >= SIGN_IN_POLICY.smsMaxTries)
      throw new AppError(Code.SmsTooManyTries);
    throw new AppError(Code.SmsCodeWrong, {
      fields: { [check.field]: translator(ctx.locale)('validation.phone.codeWrong') },
    });
  }
  return row.id;
}

/** Spends a checked code, once: a code spent in between (a second request) is 200202. */
export async function spendOwnCode(db: Db, id: number, now: Date): Promise<void> {
  const spent = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (spent.length === 0) throw new AppError(Code.SmsCodeExpired);
}
