import { eq } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { CurrentUser } from '#core/types';
import { verifyPassword } from '../../auth/password.ts';
import { SIGN_IN_POLICY } from '../../auth/policy.ts';
import { hitRateLimit, LIMITS } from '../../auth/rate-limit.ts';
import { createSession, revokeSession } from '../../auth/sessions.ts';
import { sameDigest, sha256 } from '../../auth/tokens.ts';
import { organisations } from '../../db/schema/organisations.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { AuthedCtx, Ctx } from '../../http/context.ts';
import {
  consumeCode,
  countRecentFailures,
  countWrongTry,
  findUserById,
  findUserByUsername,
  latestLiveCode,
  lockUser,
  markSignedIn,
  recordLoginAttempt,
  unlockExpired,
} from './queries.ts';

export interface LoginInput {
  username: string;
  password: string;
  code: string;
}

/** The hash an SMS code is stored as: bound to the user so equal codes of two users differ. */
export function smsCodeDigest(userId: number, code: string): string {
  return sha256(`${userId}:${code}`);
}

/**
 * Password + SMS code sign-in. Every outcome is logged; refusals are written outside any transaction
 * so they survive. Wrong passwords count toward the lockout; wrong codes toward the code's 5 tries.
 */
export async function loginByCode(input: LoginInput, ctx: Ctx): Promise<{ token: string }> {
  const now = ctx.clock.now();
  const refuse = async (
    code: number,
    reason: string,
    userId: number | null = null,
  ): Promise<never> => {
    await recordLoginAttempt(ctx.db, {
      username: input.username,
      ip: ctx.ip,
      success: false,
      at: now,
    });
    await ctx.audit({
      module: 'auth',
      action: 'login',
      target: input.username,
      result: 'failure',
      username: input.username,
      userId,
      detail: { code, reason },
    });
    throw new AppError(code);
  };

  if (!(await hitRateLimit(ctx.db, `login:ip:${ctx.ip}`, LIMITS.loginPerIp, now))) {
    throw new AppError(Code.RateLimited);
  }
  const user = await findUserByUsername(ctx.db, input.username);
  if (!user) {
    // Spend comparable time so response timing does not reveal which usernames exist.
    await verifyPassword(input.password, DUMMY_HASH);
    return refuse(Code.WrongPassword, 'unknown user');
  }
  if (user.status === 'disabled') return refuse(Code.LoginUnavailable, 'disabled', user.id);
  if (user.status === 'locked') {
    if (user.lockedUntil && user.lockedUntil.getTime() > now.getTime()) {
      return refuse(Code.AccountLocked, 'locked', user.id);
    }
    await unlockExpired(ctx.db, user.id, now);
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    await recordLoginAttempt(ctx.db, {
      username: user.username,
      ip: ctx.ip,
      success: false,
      at: now,
    });
    const since = new Date(now.getTime() - SIGN_IN_POLICY.failureWindowMs);
    const failures = await countRecentFailures(ctx.db, user.username, since);
    if (failures >= SIGN_IN_POLICY.maxFailures) {
      await lockUser(ctx.db, user.id, new Date(now.getTime() + SIGN_IN_POLICY.lockMs), now);
      await ctx.audit({
        module: 'auth',
        action: 'lock',
        target: user.username,
        result: 'success',
        username: user.username,
        userId: user.id,
        detail: { failures, lockedMinutes: SIGN_IN_POLICY.lockMs / 60_000 },
      });
      await ctx.audit({
        module: 'auth',
        action: 'login',
        target: user.username,
        result: 'failure',
        username: user.username,
        userId: user.id,
        detail: { code: Code.AccountLocked, reason: 'wrong password; locked' },
      });
      throw new AppError(Code.AccountLocked);
    }
    await ctx.audit({
      module: 'auth',
      action: 'login',
      target: user.username,
      result: 'failure',
      username: user.username,
      userId: user.id,
      detail: { code: Code.WrongPassword, reason: 'wrong password', failures },
    });
    throw new AppError(Code.WrongPassword);
  }
  await checkSmsCode(user, input.code, ctx, now, refuse);

  const token = await createSession(ctx.db, {
    userId: user.id,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    now,
    config: ctx.deps.config,
  });
  await markSignedIn(ctx.db, user.id, now);
  await recordLoginAttempt(ctx.db, { username: user.username, ip: ctx.ip, success: true, at: now });
  await ctx.audit({
    module: 'auth',
    action: 'login',
    target: user.username,
    result: 'success',
    username: user.username,
    userId: user.id,
  });
  return { token };
}

async function checkSmsCode(
  user: UserRow,
  code: string,
  ctx: Ctx,
  now: Date,
  refuse: (code: number, reason: string, userId: number | null) => Promise<never>,
): Promise<void> {
  const live = await latestLiveCode(ctx.db, user.id);
  if (!live) return void (await refuse(Code.SmsCodeWrong, 'no code sent', user.id));
  if (live.expiresAt.getTime() <= now.getTime())
    return void (await refuse(Code.SmsCodeExpired, 'code expired', user.id));
  if (live.attempts >= SIGN_IN_POLICY.smsMaxTries)
    return void (await refuse(Code.SmsTooManyTries, 'too many tries', user.id));
  if (!sameDigest(smsCodeDigest(user.id, code), live.codeHash)) {
    const tries = await countWrongTry(ctx.db, live.id);
    const tooMany = tries === null || tries >= SIGN_IN_POLICY.smsMaxTries;
    return void (await refuse(
      tooMany ? Code.SmsTooManyTries : Code.SmsCodeWrong,
      'wrong code',
      user.id,
    ));
  }
  if (!(await consumeCode(ctx.db, live.id, now)))
    await refuse(Code.SmsCodeWrong, 'code already used', user.id);
}

// A valid scrypt hash of a random string, used only to equalise timing for unknown usernames.
const DUMMY_HASH =
  'scrypt$16384$8$1$3q2-7wAAAAAAAAAAAAAAAA$9dUj1uG2Jx1Q3b3m4mJ0oW0u3G1f6Qk2mXG0b3KX8aA';

export async function logout(ctx: AuthedCtx): Promise<null> {
  await revokeSession(ctx.db, ctx.user.sessionId, ctx.clock.now());
  await ctx.audit({
    module: 'auth',
    action: 'logout',
    target: ctx.user.username,
    result: 'success',
  });
  return null;
}

/** The seed's current-user fields (§3) of the signed-in user. */
export async function currentUser(ctx: AuthedCtx): Promise<CurrentUser> {
  const user = await findUserById(ctx.db, ctx.user.id);
  if (!user) throw new AppError(Code.InvalidToken);
  const [org] = user.orgId
    ? await ctx.db
        .select({ code: organisations.code, name: organisations.name })
        .from(organisations)
        .where(eq(organisations.id, user.orgId))
        .limit(1)
    : [];
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    avatar: user.avatar,
    job: user.job,
    organization: org?.code ?? '',
    location: user.location,
    email: user.email,
    introduction: user.introduction,
    personalWebsite: user.personalWebsite,
    jobName: user.jobName,
    organizationName: org?.name ?? '',
    locationName: user.locationName,
    phone: maskPhone(user.phone),
    registrationDate: user.createdAt.toISOString().slice(0, 10),
    accountId: String(user.id).padStart(8, '0'),
    certification: user.certification,
    role: user.role,
  };
}

/** 13800000001 → 138****0001 */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}
