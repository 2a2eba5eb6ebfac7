import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { SmsSendResult } from '#core/types';
import { SIGN_IN_POLICY } from '../../auth/policy.ts';
import { hitRateLimit, LIMITS } from '../../auth/rate-limit.ts';
import { newSmsCode, sha256 } from '../../auth/tokens.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import { smsCodes } from '../../db/schema/sms-codes.ts';
import type { Ctx } from '../../http/context.ts';
import { maskPhone, smsCodeDigest } from '../auth/service.ts';
import { findUserByUsername } from '../auth/queries.ts';

const COOLDOWN_SECONDS = SIGN_IN_POLICY.smsCooldownMs / 1000;

/**
 * A plausible masked number for a username that does not exist, so the answer does not reveal
 * whether an account exists (the same username always gets the same mask).
 */
function decoyPhone(username: string): string {
  const digits = BigInt('0x' + sha256(username).slice(0, 12))
    .toString()
    .padStart(12, '0');
  return maskPhone(`13${digits.slice(0, 1)}0000${digits.slice(1, 5)}`);
}

/**
 * Issues a 6-digit sign-in code (5-minute validity, once per 60 s per username). Unknown usernames get
 * the same answer and the same cooldown, but nothing is sent. Every send is logged.
 */
export async function sendSmsCode(username: string, ctx: Ctx): Promise<SmsSendResult> {
  const now = ctx.clock.now();
  if (!(await hitRateLimit(ctx.db, `sms:ip:${ctx.ip}`, LIMITS.smsPerIp, now))) {
    throw new AppError(Code.RateLimited);
  }
  const cooldownKey = `sms:cooldown:${username}`;
  const since = new Date(now.getTime() - SIGN_IN_POLICY.smsCooldownMs);
  const [recent] = await ctx.db
    .select({ at: rateLimits.windowStart })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, cooldownKey), gt(rateLimits.windowStart, since)))
    .orderBy(desc(rateLimits.windowStart))
    .limit(1);
  if (recent) {
    const wait = Math.ceil(
      (recent.at.getTime() + SIGN_IN_POLICY.smsCooldownMs - now.getTime()) / 1000,
    );
    throw new AppError(Code.SmsCooldown, { data: { cooldownSeconds: Math.max(1, wait) } });
  }
  // The cooldown row; its primary key makes two simultaneous sends within one millisecond collapse.
  const claimed = await ctx.db
    .insert(rateLimits)
    .values({ key: cooldownKey, windowStart: now, count: 1 })
    .onConflictDoNothing()
    .returning({ key: rateLimits.key });
  if (claimed.length === 0)
    throw new AppError(Code.SmsCooldown, { data: { cooldownSeconds: COOLDOWN_SECONDS } });

  const user = await findUserByUsername(ctx.db, username);
  if (!user || user.status === 'disabled') {
    await ctx.audit({
      module: 'auth',
      action: 'sms.send',
      target: username,
      result: 'failure',
      username,
      detail: { reason: user ? 'disabled' : 'unknown user' },
    });
    return {
      cooldownSeconds: COOLDOWN_SECONDS,
      phone: user ? maskPhone(user.phone) : decoyPhone(username),
    };
  }

  const code = newSmsCode();
  await ctx.db.transaction(async (tx) => {
    // Only the newest code is valid: older live codes are retired.
    await tx
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(and(eq(smsCodes.userId, user.id), isNull(smsCodes.consumedAt)));
    await tx.insert(smsCodes).values({
      userId: user.id,
      codeHash: smsCodeDigest(user.id, code),
      ip: ctx.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_POLICY.smsCodeTtlMs),
    });
    await ctx.audit(
      {
        module: 'auth',
        action: 'sms.send',
        target: username,
        result: 'success',
        username,
        userId: user.id,
        detail: { phone: maskPhone(user.phone) },
      },
      tx,
    );
  });
  await ctx.deps.sms.send({
    username,
    phone: user.phone,
    code,
    text: `【QY SLA Admin】验证码 ${code}，5 分钟内有效。Your sign-in code is ${code}, valid for 5 minutes.`,
  });
  return { cooldownSeconds: COOLDOWN_SECONDS, phone: maskPhone(user.phone) };
}
