/**
 * Security · change your own phone by SMS: a 6-digit code goes to the new number (60 s cooldown,
 * 5-minute validity, 5 tries), and the number changes only with that code. Codes are stored as an
 * HMAC bound to the user and the number, under purpose 'phone', so a sign-in code never confirms a
 * phone and a phone code never signs in.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { ChangePhoneInput } from '#core/validate';
import { SIGN_IN_POLICY } from '../../auth/policy.ts';
import { recheckAdmin } from './reauth.ts';
import { claimSmsCooldown } from '../../auth/sms-cooldown.ts';
import { smsCodeDigest } from '../../auth/sms-code-digest.ts';
import { newSmsCode } from '../../auth/tokens.ts';
import { smsCodes, users } from '../../db/schema/index.ts';
import { translator } from '../../domain/i18n.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { maskPhone } from '../auth/service.ts';
import { deliver } from '../sms/service.ts';

const COOLDOWN_SECONDS = SIGN_IN_POLICY.smsCooldownMs / 1000;
const digest = (ctx: AuthedCtx, phone: string, code: string) =>
  smsCodeDigest(ctx.deps.config.serverSecret, ctx.user.id, `phone:${phone}:${code}`);

async function currentPhone(ctx: AuthedCtx): Promise<string> {
  const [user] = await ctx.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, ctx.user.id));
  if (!user) throw new AppError(Code.NotFound);
  return user.phone;
}

function samePhone(ctx: AuthedCtx): AppError {
  return new AppError(Code.ValidationFailed, {
    fields: { phone: translator(ctx.locale)('validation.phone.same') },
  });
}

/** Sends a code to the new number (once a minute per user); earlier phone codes are retired. */
export async function sendPhoneCode(ctx: AuthedCtx, phone: string) {
  if (phone === (await currentPhone(ctx))) throw samePhone(ctx);
  const now = ctx.clock.now();
  const key = `sms:phone:${ctx.user.id}`;
  await claimSmsCooldown(ctx.db, key, now);

  const code = newSmsCode();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(smsCodes.userId, ctx.user.id),
          eq(smsCodes.purpose, 'phone'),
          isNull(smsCodes.consumedAt),
        ),
      );
    await tx.insert(smsCodes).values({
      userId: ctx.user.id,
      purpose: 'phone',
      phone,
      codeHash: digest(ctx, phone, code),
      ip: ctx.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_POLICY.smsCodeTtlMs),
    });
    await ctx.audit(
      {
        module: 'users',
        action: 'phone.code',
        target: ctx.user.username,
        result: 'success',
        detail: { phone: maskPhone(phone) },
      },
      tx,
    );
  });
  deliver(ctx, {
    username: ctx.user.username,
    phone,
    code,
    text: `【QY SLA Admin】验证码 ${code}，用于更换绑定手机，5 分钟内有效。Your code to change your phone is ${code}, valid for 5 minutes.`,
  });
  return { cooldownSeconds: COOLDOWN_SECONDS, phone: maskPhone(phone) };
}

/** Changes the phone when the code sent to that number is right, live and not over its tries. */
export async function changePhone(ctx: AuthedCtx, input: ChangePhoneInput) {
  const now = ctx.clock.now();
  const before = await currentPhone(ctx);
  if (input.phone === before) throw samePhone(ctx);
  const [row] = await ctx.db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.userId, ctx.user.id),
        eq(smsCodes.purpose, 'phone'),
        eq(smsCodes.phone, input.phone),
        isNull(smsCodes.consumedAt),
      ),
    )
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!row) throw new AppError(Code.SmsCodeExpired);
  if (row.expiresAt <= now) throw new AppError(Code.SmsCodeExpired);
  if (row.attempts >= SIGN_IN_POLICY.smsMaxTries) throw new AppError(Code.SmsTooManyTries);
  if (row.codeHash !== digest(ctx, input.phone, input.code)) {
    const [tried] = await ctx.db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt)))
      .returning({ attempts: smsCodes.attempts });
    if (tried && tried.attempts >= SIGN_IN_POLICY.smsMaxTries)
      throw new AppError(Code.SmsTooManyTries);
    throw new AppError(Code.SmsCodeWrong, {
      fields: { code: translator(ctx.locale)('validation.phone.codeWrong') },
    });
  }
  // The new number's code is right; an administrator also proves the current password and phone
  // (checked after it, so a mistyped new-number code does not spend the proof).
  await recheckAdmin(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const spent = await tx
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt)))
      .returning({ id: smsCodes.id });
    if (spent.length === 0) throw new AppError(Code.SmsCodeExpired);
    await tx.update(users).set({ phone: input.phone }).where(eq(users.id, ctx.user.id));
    await ctx.audit(
      {
        module: 'users',
        action: 'phone.change',
        target: ctx.user.username,
        result: 'success',
        detail: { before: { phone: maskPhone(before) }, after: { phone: maskPhone(input.phone) } },
      },
      tx,
    );
    return { phone: maskPhone(input.phone) };
  });
}
