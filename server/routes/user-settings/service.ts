import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { ChangePasswordInput } from '#core/validate';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { recheckAdmin } from './reauth.ts';
import { revokeUserApiTokens } from '../../auth/revoke-credentials.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { translator } from '../../domain/i18n.ts';
import type { AuthedCtx } from '../../http/context.ts';

/**
 * Changes the caller's own password: the current one must match; the caller's other sessions and
 * every API token end (this session stays signed in).
 */
export async function changeOwnPassword(ctx: AuthedCtx, input: ChangePasswordInput) {
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, ctx.user.id));
  if (!user) throw new AppError(Code.NotFound);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError(Code.ValidationFailed, {
      fields: { currentPassword: translator(ctx.locale)('validation.password.wrongCurrent') },
    });
  }
  // An administrator also proves the current phone (and the password once more, harmlessly).
  await recheckAdmin(ctx, input);
  const hash = await hashPassword(input.newPassword);
  const now = ctx.clock.now();
  const ended = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, ctx.user.id));
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, ctx.user.id),
          ne(sessions.id, ctx.user.sessionId),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id });
    // Every API token ends too: a token must not outlive the password it was minted under.
    const tokensEnded = await revokeUserApiTokens(tx, ctx.user.id, now);
    await ctx.audit(
      {
        module: 'users',
        action: 'change_password',
        target: ctx.user.username,
        result: 'success',
        detail: { after: { otherSessionsEnded: revoked.length, apiTokensEnded: tokensEnded } },
      },
      tx,
    );
    return revoked.length;
  });
  return { otherSessionsEnded: ended };
}

/** The caller's live sessions, the current one marked. */
export async function listOwnSessions(ctx: AuthedCtx) {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, ctx.user.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, ctx.clock.now()),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map((r) => ({
    id: r.id,
    ip: r.ip,
    userAgent: r.userAgent,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    current: r.id === ctx.user.sessionId,
  }));
}

/** Ends one of the caller's other sessions (signing out this one is the logout button's job). */
export async function endOwnSession(ctx: AuthedCtx, id: number) {
  if (id === ctx.user.sessionId) throw new AppError(Code.InvalidTransition);
  const [row] = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.id, id), eq(sessions.userId, ctx.user.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (!row) throw new AppError(Code.NotFound);
  await ctx.audit({
    module: 'auth',
    action: 'end_session',
    target: ctx.user.username,
    result: 'success',
    detail: { after: { sessionId: id } },
  });
  return null;
}
