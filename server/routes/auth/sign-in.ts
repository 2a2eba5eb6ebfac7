import { setTimeout as sleep } from 'node:timers/promises';
import { AppError, Code } from '#core/errors';
import { verifyPassword } from '../../auth/password.ts';
import { SIGN_IN_POLICY } from '../../auth/policy.ts';
import { hitRateLimit, LIMITS } from '../../auth/rate-limit.ts';
import { createSession } from '../../auth/sessions.ts';
import { smsCodeDigest } from '../../auth/sms-code-digest.ts';
import { sameDigest } from '../../auth/tokens.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Ctx } from '../../http/context.ts';
import {
  consumeCode,
  countWrongTry,
  findUserByUsername,
  latestLiveCode,
  markSignedIn,
  recordLoginAttempt,
  unlockExpired,
} from './queries.ts';
import { isLockedForAddress, signInFailures, slowDownMs } from './throttle.ts';

export interface LoginInput {
  username: string;
  password: string;
  code: string;
}

// A valid scrypt hash (same parameters as real ones) of a random string: unknown usernames cost
// the same key derivation as known ones, so timing does not tell them apart.
const DUMMY_HASH =
  'scrypt$16384$8$1$3q2-7wAAAAAAAAAAAAAAAA$9dUj1uG2Jx1Q3b3m4mJ0oW0u3G1f6Qk2mXG0b3KX8aA';
// No user has this id: an unknown username runs the same code queries, which find nothing.
const NO_USER_ID = -1;

/** Why the credentials failed (system log only); the caller always gets 200200. */
type FailureReason =
  | 'unknown user'
  | 'wrong password'
  | 'no code sent'
  | 'code expired'
  | 'too many tries'
  | 'wrong code';

/**
 * Checks password and SMS code together, spending the same work whether or not the username exists:
 * the reason of a failure, or the code to spend when both are right.
 */
async function checkCredentials(
  user: UserRow | undefined,
  input: LoginInput,
  ctx: Ctx,
  now: Date,
): Promise<{ reason: FailureReason } | { codeId: number }> {
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  const userId = user?.id ?? NO_USER_ID;
  const live = await latestLiveCode(ctx.db, userId);
  const codeOk =
    !!live &&
    sameDigest(smsCodeDigest(ctx.deps.config.serverSecret, userId, input.code), live.codeHash);
  let reason: FailureReason | null = null;
  if (!user) reason = 'unknown user';
  else if (!passwordOk) reason = 'wrong password';
  else if (!live) reason = 'no code sent';
  else if (live.expiresAt.getTime() <= now.getTime()) reason = 'code expired';
  else if (live.attempts >= SIGN_IN_POLICY.smsMaxTries) reason = 'too many tries';
  else if (!codeOk) reason = 'wrong code';
  // A wrong password and a wrong code use up the code's tries alike.
  if (reason === null && live) return { codeId: live.id };
  await countWrongTry(ctx.db, live?.id ?? NO_USER_ID);
  return { reason: reason ?? 'wrong code' };
}

/**
 * Password + SMS code sign-in. Both are always checked and every credential failure answers 200200,
 * so neither the password nor the username can be tested on its own; unknown, disabled and wrong
 * sign-ins cost the same. Five failures from one address within 15 minutes lock that address out of
 * that username (200205); failures from many addresses only slow the username down. Failed
 * sign-ins never touch the account or its sessions. "Disabled" (200206) and "locked" (200205) are
 * said only to whoever gave the right password and code. Every outcome is logged.
 */
export async function loginByCode(input: LoginInput, ctx: Ctx): Promise<{ token: string }> {
  const now = ctx.clock.now();
  const audit = (result: 'success' | 'failure', userId: number | null, detail?: object) =>
    ctx.audit({
      module: 'auth',
      action: 'login',
      target: input.username,
      result,
      username: input.username,
      userId,
      ...(detail ? { detail: { ...detail } } : {}),
    });
  const refuse = async (code: number, reason: string, userId: number | null): Promise<never> => {
    await recordLoginAttempt(ctx.db, {
      username: input.username,
      ip: ctx.ip,
      success: false,
      at: now,
    });
    await audit('failure', userId, { code, reason });
    throw new AppError(code);
  };

  if (!(await hitRateLimit(ctx.db, `login:ip:${ctx.ip}`, LIMITS.loginPerIp, now))) {
    throw new AppError(Code.RateLimited);
  }
  const failures = await signInFailures(ctx.db, input.username, ctx.ip, now);
  if (isLockedForAddress(failures)) {
    // Not recorded as another failure: the lock ends 15 minutes after the failures, however often it is hit.
    await audit('failure', null, { code: Code.AccountLocked, reason: 'locked for this address' });
    throw new AppError(Code.AccountLocked);
  }
  const wait = slowDownMs(failures);
  if (wait > 0) await sleep(wait);

  const user = await findUserByUsername(ctx.db, input.username);
  const checked = await checkCredentials(user, input, ctx, now);
  if ('reason' in checked || !user) {
    const reason = 'reason' in checked ? checked.reason : 'unknown user';
    return refuse(Code.WrongPassword, reason, user?.id ?? null);
  }
  if (!(await consumeCode(ctx.db, checked.codeId, now))) {
    return refuse(Code.WrongPassword, 'code already used', user.id);
  }
  if (user.status === 'disabled') return refuse(Code.LoginUnavailable, 'disabled', user.id);
  if (user.status === 'locked') {
    if (!user.lockedUntil || user.lockedUntil.getTime() > now.getTime()) {
      return refuse(Code.AccountLocked, 'locked', user.id);
    }
    await unlockExpired(ctx.db, user.id, now);
  }

  const token = await createSession(ctx.db, {
    userId: user.id,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    now,
    config: ctx.deps.config,
  });
  await markSignedIn(ctx.db, user.id, now);
  await recordLoginAttempt(ctx.db, { username: user.username, ip: ctx.ip, success: true, at: now });
  await audit('success', user.id);
  return { token };
}
