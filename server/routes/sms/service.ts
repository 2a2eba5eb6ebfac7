import { AppError, Code } from '#core/errors';
import type { SmsSendResult } from '#core/types';
import { SIGN_IN_POLICY } from '../../auth/policy.ts';
import { claimSmsCooldown, smsCooldownSeconds } from '../../auth/sms-cooldown.ts';
import { hitRateLimit, LIMITS } from '../../auth/rate-limit.ts';
import { newSmsCode, sha256 } from '../../auth/tokens.ts';
import { smsCodes } from '../../db/schema/sms-codes.ts';
import type { Ctx } from '../../http/context.ts';
import { smsCodeDigest } from '../../auth/sms-code-digest.ts';
import { retireLiveCodes } from '../../auth/sms-codes.ts';
import { describeSmsFailure, type SmsMessage } from '../../sms/provider.ts';
import { maskPhone } from '../auth/service.ts';
import { findUserByUsername } from '../auth/queries.ts';

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
 * Issues a 6-digit sign-in code (5-minute validity, once per SMS_COOLDOWN_SECONDS per username). Unknown usernames get
 * the same answer, the same cooldown and the same time, but nothing is sent. Every send is logged.
 */
export async function sendSmsCode(username: string, ctx: Ctx): Promise<SmsSendResult> {
  const now = ctx.clock.now();
  if (!(await hitRateLimit(ctx.db, `sms:ip:${ctx.ip}`, LIMITS.smsPerIp, now))) {
    throw new AppError(Code.RateLimited);
  }
  const cooldownKey = `sms:cooldown:${username}`;
  const cooldownSeconds = smsCooldownSeconds(ctx.deps.config);
  await claimSmsCooldown(ctx.db, cooldownKey, now, cooldownSeconds);

  const user = await findUserByUsername(ctx.db, username);
  // Known or not, the same queries run and the provider is not waited for, so the answer's timing
  // does not tell whether the username exists. Disabled users get their code too: sign-in tells
  // them they are disabled only after the right password and code.
  const code = newSmsCode();
  const userId = user?.id ?? -1;
  await ctx.db.transaction(async (tx) => {
    // Only the newest code is valid: older live codes are retired.
    await retireLiveCodes(tx, userId, 'sign-in', now);
    if (user) {
      await tx.insert(smsCodes).values({
        userId,
        codeHash: smsCodeDigest(ctx.deps.config.serverSecret, userId, code),
        ip: ctx.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SIGN_IN_POLICY.smsCodeTtlMs),
      });
    }
    await ctx.audit(
      {
        module: 'auth',
        action: 'sms.send',
        target: username,
        result: user ? 'success' : 'failure',
        username,
        userId: user?.id ?? null,
        detail: user ? { phone: maskPhone(user.phone) } : { reason: 'unknown user' },
      },
      tx,
    );
  });
  if (!user) return { cooldownSeconds, phone: decoyPhone(username) };
  deliver(ctx, {
    username,
    phone: user.phone,
    code,
    text: `【QY SLA Admin】验证码 ${code}，5 分钟内有效。Your sign-in code is ${code}, valid for 5 minutes.`,
  });
  return { cooldownSeconds, phone: maskPhone(user.phone) };
}

/** Hands the message to the provider without waiting; a failure is logged (never with the code). */
export function deliver(ctx: Ctx, message: SmsMessage): void {
  const report = (error: unknown) =>
    ctx.deps.logger.error('sms delivery failed', {
      requestId: ctx.requestId,
      username: message.username,
      phone: maskPhone(message.phone),
      error: error instanceof AppError ? error.message : describeSmsFailure(error),
    });
  try {
    void ctx.deps.sms.send(message).catch(report);
  } catch (error) {
    report(error);
  }
}
