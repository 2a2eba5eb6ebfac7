import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError, Code } from '#core/errors';
import type { StepFormSubmitInput } from '#core/validate';
import { verifyPassword } from '../../auth/password.ts';
import type { Db } from '../../db/client.ts';
import { translator } from '../../domain/i18n.ts';
import {
  certifications,
  channelForms,
  contentSets,
  depositRequests,
  merchantReviews,
  paramGroups,
  templateDocuments,
  userProfiles,
  users,
} from '../../db/schema/index.ts';
import type { AuthedCtx } from '../../http/context.ts';

export async function getDocument(db: Db, key: string): Promise<Record<string, unknown>> {
  const [row] = await db.select().from(templateDocuments).where(eq(templateDocuments.key, key));
  if (!row) throw new AppError(Code.NotFound);
  return row.data as Record<string, unknown>;
}

/** Analysis overview: the stored figures plus live content-set counts by type and status. */
export async function analysisOverview(db: Db) {
  const doc = await getDocument(db, 'analysis.overview');
  const byType = await db
    .select({
      contentType: contentSets.contentType,
      status: contentSets.status,
      sets: sql<number>`count(*)::int`,
      items: sql<number>`coalesce(sum(${contentSets.count}), 0)::int`,
    })
    .from(contentSets)
    .groupBy(contentSets.contentType, contentSets.status)
    .orderBy(contentSets.contentType, contentSets.status);
  return { ...doc, contentSets: byType };
}

/** Workplace: stored panels, with pending orders taken live from the review queues. */
export async function workplaceOverview(db: Db) {
  const doc = await getDocument(db, 'workplace.overview');
  const [[dep], [rev]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(depositRequests)
      .where(eq(depositRequests.status, 'pending')),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(merchantReviews)
      .where(eq(merchantReviews.status, 'pending')),
  ]);
  return { ...doc, pendingOrders: Number(dep.n) + Number(rev.n) };
}

/** Saves a step form once the submitter's password is confirmed (a wrong one names the field). */
export async function submitChannelForm(ctx: AuthedCtx, input: StepFormSubmitInput) {
  const { password, ...data } = input;
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, ctx.user.id));
  if (!user) throw new AppError(Code.NotFound);
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new AppError(Code.ValidationFailed, {
      fields: { password: translator(ctx.locale)('validation.password.wrongCurrent') },
    });
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(channelForms)
      .values({ data, userId: ctx.user.id, createdAt: ctx.clock.now() })
      .returning();
    await ctx.audit(
      {
        module: 'channel_forms',
        action: 'submit',
        target: String(data.activityName ?? row.id),
        result: 'success',
        detail: { after: data },
      },
      tx,
    );
    return { id: row.id, ...data, createdAt: row.createdAt.toISOString() };
  });
}

export async function recentChannelForms(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(channelForms)
    .where(eq(channelForms.userId, userId))
    .orderBy(desc(channelForms.id))
    .limit(20);
  return rows.map((r) => ({ id: r.id, ...r.data, createdAt: r.createdAt.toISOString() }));
}

interface BasicProfile {
  status: string;
  current: unknown;
  origin: unknown;
  operationLog: {
    id: number;
    content: string;
    action: string;
    status: string;
    updatedAt: string;
  }[];
  [k: string]: unknown;
}

/**
 * Saves a parameter group and starts its approval on the basic-profile page: the new parameters
 * become "current", the previous ones "original", the process goes back to 'commit'.
 */
export async function submitParamGroup(ctx: AuthedCtx, data: Record<string, unknown>) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(paramGroups)
      .values({ data, userId: ctx.user.id, createdAt: now })
      .returning();
    const profile = (await getDocument(tx, 'profile.basic')) as BasicProfile;
    const log = profile.operationLog ?? [];
    const next: BasicProfile = {
      ...profile,
      status: 'commit',
      origin: profile.current,
      current: { video: data.video, audio: data.audio },
      explanation: data.explanation ?? '',
      operationLog: [
        ...log,
        {
          id: log.length + 1,
          content: `参数组 #${row.id}`,
          action: 'commit',
          status: 'pending',
          updatedAt: now.toISOString().slice(0, 10),
        },
      ],
    };
    await tx
      .update(templateDocuments)
      .set({ data: next, updatedAt: now })
      .where(eq(templateDocuments.key, 'profile.basic'));
    await ctx.audit(
      {
        module: 'param_groups',
        action: 'submit',
        target: String(row.id),
        result: 'success',
        detail: { after: data },
      },
      tx,
    );
    return { id: row.id, ...data, createdAt: now.toISOString() };
  });
}

export async function getUserProfile(db: Db, userId: number) {
  const [[profile], [user]] = await Promise.all([
    db.select().from(userProfiles).where(eq(userProfiles.userId, userId)),
    db
      .select({
        username: users.username,
        phone: users.phone,
        createdAt: users.createdAt,
        email: users.email,
        name: users.name,
      })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  const data = profile?.data ?? {
    email: user?.email ?? '',
    nickname: user?.name ?? '',
    countryRegion: '',
    area: '',
    address: '',
    profile: '',
  };
  return {
    // A profile saved without its optional fields still answers them (as '', like a fresh one).
    address: '',
    profile: '',
    ...data,
    userName: user?.username ?? '',
    phone: user ? `${user.phone.slice(0, 3)}****${user.phone.slice(-4)}` : '',
    accountId: String(userId).padStart(8, '0'),
    registrationDate: user?.createdAt.toISOString().slice(0, 10) ?? '',
    version: profile?.version ?? 0,
  };
}

/** Saves the user-settings form (upsert; the row's version guards concurrent edits). */
export async function saveUserProfile(ctx: AuthedCtx, data: Record<string, unknown>) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, ctx.user.id));
    const now = ctx.clock.now();
    if (before) {
      await tx
        .update(userProfiles)
        .set({ data, version: sql`${userProfiles.version} + 1`, updatedAt: now })
        .where(eq(userProfiles.userId, ctx.user.id));
    } else {
      await tx.insert(userProfiles).values({ userId: ctx.user.id, data, updatedAt: now });
    }
    await ctx.audit(
      {
        module: 'user_profile',
        action: 'update',
        target: ctx.user.username,
        result: 'success',
        detail: { before: before?.data ?? null, after: data },
      },
      tx,
    );
  });
  return getUserProfile(ctx.db, ctx.user.id);
}

export async function listCertifications(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(certifications)
    .where(eq(certifications.userId, userId))
    .orderBy(desc(certifications.at), desc(certifications.id));
  const toWire = (r: (typeof rows)[number]) => ({ ...r, at: r.at.toISOString() });
  const current = rows.find((r) => r.status === 'pass') ?? rows[0];
  return { enterpriseInfo: current ? toWire(current) : null, records: rows.map(toWire) };
}

/** Withdraws a certification that is still being audited. */
export async function withdrawCertification(ctx: AuthedCtx, id: number) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(certifications)
      .set({ status: 'withdrawn' })
      .where(
        and(
          eq(certifications.id, id),
          eq(certifications.userId, ctx.user.id),
          eq(certifications.status, 'auditing'),
        ),
      )
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: certifications.id })
        .from(certifications)
        .where(and(eq(certifications.id, id), eq(certifications.userId, ctx.user.id)));
      throw new AppError(exists ? Code.InvalidTransition : Code.NotFound);
    }
    await ctx.audit(
      {
        module: 'certification',
        action: 'withdraw',
        target: String(id),
        result: 'success',
        detail: { before: { status: 'auditing' }, after: { status: 'withdrawn' } },
      },
      tx,
    );
    return { ...row, at: row.at.toISOString() };
  });
}
