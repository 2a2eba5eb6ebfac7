/**
 * An administrator's own phone or password change re-checks who is asking: the current password
 * and a 6-digit code sent to the **current** phone (purpose 'reauth', bound to the user and that
 * number). A stolen session alone cannot move the account to another phone or password.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import { smsCodes, users } from '../../db/schema/index.ts';
import { maskPhone } from '../../domain/masking.ts';
import { translator } from '../../domain/i18n.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { deliver } from '../sms/service.ts';
import { verifyPassword } from '../../auth/password.ts';
import { SIGN_IN_POLICY } from '../../auth/policy.ts';
import { claimSmsCooldown } from '../../auth/sms-cooldown.ts';
import { smsCodeDigest } from '../../auth/sms-code-digest.ts';
import { newSmsCode } from '../../auth/tokens.ts';

const PURPOSE = 'reauth';
const digest = (ctx: AuthedCtx, phone: string, code: string) =>
  smsCodeDigest(ctx.deps.config.serverSecret, ctx.user.id, `${PURPOSE}:${phone}:${code}`);

async function own(ctx: AuthedCtx) {
  const [user] = await ctx.db
    .select({ phone: users.phone, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, ctx.user.id));
  if (!user) throw new AppError(Code.NotFound);
  return user;
}

/** Sends a code to the caller's current phone (once a minute); earlier ones are retired. */
export async function sendReauthCode(ctx: AuthedCtx) {
  const { phone } = await own(ctx);
  const now = ctx.clock.now();
  await claimSmsCooldown(ctx.db, `sms:${PURPOSE}:${ctx.user.id}`, now);
  const code = newSmsCode();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(smsCodes.userId, ctx.user.id),
          eq(smsCodes.purpose, PURPOSE),
          isNull(smsCodes.consumedAt),
        ),
      );
    await tx.insert(smsCodes).values({
      userId: ctx.user.id,
      purpose: PURPOSE,
      phone,
      codeHash: digest(ctx, phone, code),
      ip: ctx.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_POLICY.smsCodeTtlMs),
    });
    await ctx.audit(
      {
        module: 'users',
        action: 'reauth.code',
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
    text: `【QY SLA Admin】验证码 ${code}，用于确认本人修改手机或密码，5 分钟内有效。Your code to confirm a change of your phone or password is ${code}, valid for 5 minutes.`,
  });
  return { cooldownSeconds: SIGN_IN_POLICY.smsCooldownMs / 1000, phone: maskPhone(phone) };
}

const fieldError = (ctx: AuthedCtx, field: string, key: string) =>
  new AppError(Code.ValidationFailed, { fields: { [field]: translator(ctx.locale)(key) } });

/**
 * For an administrator: the current password and the code sent to the current phone must both be
 * right (400100 naming the field otherwise; the code is spent when right, counted when wrong).
 * Anyone else passes.
 */
export async function recheckAdmin(
  ctx: AuthedCtx,
  input: { currentPassword?: string; currentPhoneCode?: string },
): Promise<void> {
  if (ctx.user.role !== 'admin') return;
  const user = await own(ctx);
  if (!input.currentPassword || !(await verifyPassword(input.currentPassword, user.passwordHash)))
    throw fieldError(ctx, 'currentPassword', 'validation.password.wrongCurrent');
  if (!input.currentPhoneCode)
    throw fieldError(ctx, 'currentPhoneCode', 'validation.login.code.invalid');
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.userId, ctx.user.id),
        eq(smsCodes.purpose, PURPOSE),
        eq(smsCodes.phone, user.phone),
        isNull(smsCodes.consumedAt),
      ),
    )
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!row || row.expiresAt <= now) throw new AppError(Code.SmsCodeExpired);
  if (row.attempts >= SIGN_IN_POLICY.smsMaxTries) throw new AppError(Code.SmsTooManyTries);
  if (row.codeHash !== digest(ctx, user.phone, input.currentPhoneCode)) {
    await ctx.db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, row.id));
    throw new AppError(Code.SmsCodeWrong, {
      fields: { currentPhoneCode: translator(ctx.locale)('validation.phone.codeWrong') },
    });
  }
  const spent = await ctx.db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (spent.length === 0) throw new AppError(Code.SmsCodeExpired);
}
