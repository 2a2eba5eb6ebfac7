/**
 * An administrator's own phone or password change re-checks who is asking: the current password
 * and a 6-digit code sent to the **current** phone (purpose 'reauth', bound to the user and that
 * number). A stolen session alone cannot move the account to another phone or password.
 */
import { eq } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import { users } from '../../db/schema/index.ts';
import { translator } from '../../domain/i18n.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { verifyPassword } from '../../auth/password.ts';
import { checkOwnCode, sendOwnCode, spendOwnCode } from './own-codes.ts';

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
  return sendOwnCode(ctx, {
    purpose: 'reauth',
    phone,
    action: 'reauth.code',
    text: (code) =>
      `【QY SLA Admin】验证码 ${code}，用于确认本人修改手机或密码，5 分钟内有效。Your code to confirm a change of your phone or password is ${code}, valid for 5 minutes.`,
  });
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
  const id = await checkOwnCode(ctx, {
    purpose: 'reauth',
    phone: user.phone,
    code: input.currentPhoneCode,
    field: 'currentPhoneCode',
  });
  await spendOwnCode(ctx.db, id, ctx.clock.now());
}
