/**
 * Security · change your own phone by SMS: a 6-digit code goes to the new number (own-codes.ts,
 * purpose 'phone': 60 s cooldown, 5-minute validity, 5 tries), and the number changes only with
 * that code; an administrator also proves the current password and phone (reauth.ts).
 */
import { eq } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { ChangePhoneInput } from '#core/validate';
import { recheckAdmin } from './reauth.ts';
import { users } from '../../db/schema/index.ts';
import { translator } from '../../domain/i18n.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { maskPhone } from '../auth/service.ts';
import { checkOwnCode, sendOwnCode, spendOwnCode } from './own-codes.ts';

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
  return sendOwnCode(ctx, {
    purpose: 'phone',
    phone,
    action: 'phone.code',
    text: (code) =>
      `【QY SLA Admin】验证码 ${code}，用于更换绑定手机，5 分钟内有效。Your code to change your phone is ${code}, valid for 5 minutes.`,
  });
}

/** Changes the phone when the code sent to that number is right, live and not over its tries. */
export async function changePhone(ctx: AuthedCtx, input: ChangePhoneInput) {
  const now = ctx.clock.now();
  const before = await currentPhone(ctx);
  if (input.phone === before) throw samePhone(ctx);
  const id = await checkOwnCode(ctx, {
    purpose: 'phone',
    phone: input.phone,
    code: input.code,
    field: 'code',
  });
  // The new number's code is right; an administrator also proves the current password and phone
  // (checked after it, so a mistyped new-number code does not spend the proof).
  await recheckAdmin(ctx, input);
  return ctx.db.transaction(async (tx) => {
    await spendOwnCode(tx, id, now);
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
