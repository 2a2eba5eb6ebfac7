import { eq } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { CurrentUser } from '#core/types';
import { revokeSession } from '../../auth/sessions.ts';
import { organisations } from '../../db/schema/organisations.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { findUserById } from './queries.ts';

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
