import { and, count, eq, sql } from 'drizzle-orm';
import { AppError, Code, isAppError } from '#core/errors';
import type { Merchant, MerchantReview, RevealableField } from '#core/types';
import type { Db } from '../../db/client.ts';
import { institutions, merchantReviews, merchants } from '../../db/schema/index.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { nextBusinessNo } from '../../domain/business-numbers.ts';
import {
  assertNotSubmitter,
  audited,
  claimRefusal,
  isUniqueViolation,
} from '../../domain/decisions.ts';
import { listInMode } from '../../domain/list-export.ts';
import { completeTodos, notifyAdmins, notifyUser } from '../../domain/notifications.ts';
import {
  afterCursor,
  orderOf,
  parseSort,
  type CursorKey,
  type SortChoice,
} from '../../domain/paging.ts';
import { reindexRecord } from '../../domain/search-index.ts';
import type { MerchantFields, MerchantListQuery, ReviewListQuery } from './inputs.ts';
import {
  maskChanges,
  merchantFilters,
  reviewFilters,
  selectMerchants,
  selectReviews,
  toMerchant,
  toReview,
} from './queries.ts';

const MERCHANT_SORTS = {
  merchantNo: merchants.merchantNo,
  name: merchants.name,
  createdAt: merchants.createdAt,
};
const REVIEW_SORTS = { submittedAt: merchantReviews.submittedAt };
export const merchantSort = (sort?: string): SortChoice =>
  parseSort(sort, MERCHANT_SORTS, '-createdAt');
export const reviewSort = (sort?: string): SortChoice =>
  parseSort(sort, REVIEW_SORTS, '-submittedAt');
export const merchantValue = (c: SortChoice) => (m: Merchant) =>
  m[c.field as 'merchantNo' | 'name' | 'createdAt'];
export const reviewValue = () => (r: MerchantReview) => r.submittedAt;

export function fetchMerchantsAfter(db: Db, q: MerchantListQuery, choice: SortChoice) {
  return async (after: CursorKey | null, limit: number) =>
    (
      await selectMerchants(db)
        .where(
          and(merchantFilters(q), after ? afterCursor(choice, merchants.id, after) : undefined),
        )
        .orderBy(...orderOf(choice, merchants.id))
        .limit(limit)
    ).map(toMerchant);
}

export function fetchReviewsAfter(db: Db, q: ReviewListQuery, choice: SortChoice) {
  return async (after: CursorKey | null, limit: number) =>
    (
      await selectReviews(db)
        .where(
          and(reviewFilters(q), after ? afterCursor(choice, merchantReviews.id, after) : undefined),
        )
        .orderBy(...orderOf(choice, merchantReviews.id))
        .limit(limit)
    ).map(toReview);
}

export async function listMerchants(db: Db, q: MerchantListQuery) {
  const choice = merchantSort(q.sort);
  const where = merchantFilters(q);
  return listInMode(
    q,
    choice,
    merchantValue(choice),
    async (limit, offset) =>
      (
        await selectMerchants(db)
          .where(where)
          .orderBy(...orderOf(choice, merchants.id))
          .limit(limit)
          .offset(offset)
      ).map(toMerchant),
    async () => (await db.select({ n: count() }).from(merchants).where(where))[0].n,
    fetchMerchantsAfter(db, q, choice),
  );
}

export async function listReviews(db: Db, q: ReviewListQuery) {
  const choice = reviewSort(q.sort);
  const where = reviewFilters(q);
  return listInMode(
    q,
    choice,
    reviewValue(),
    async (limit, offset) =>
      (
        await selectReviews(db)
          .where(where)
          .orderBy(...orderOf(choice, merchantReviews.id))
          .limit(limit)
          .offset(offset)
      ).map(toReview),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(merchantReviews)
          .innerJoin(merchants, eq(merchants.id, merchantReviews.merchantId))
          .where(where)
      )[0].n,
    fetchReviewsAfter(db, q, choice),
  );
}

export async function getMerchant(db: Db, merchantNo: string): Promise<Merchant> {
  const [row] = await selectMerchants(db).where(eq(merchants.merchantNo, merchantNo));
  if (!row) throw new AppError(Code.NotFound);
  return toMerchant(row);
}

async function getReview(db: Db, id: number): Promise<MerchantReview> {
  const [row] = await selectReviews(db).where(eq(merchantReviews.id, id));
  if (!row) throw new AppError(Code.NotFound);
  return toReview(row);
}

const reindex = (db: Db, m: { merchantNo: string; name: string; creditCode: string }) =>
  reindexRecord(db, {
    kind: 'merchant',
    key: m.merchantNo,
    title: m.name,
    subtitle: m.merchantNo,
    name: m.name,
    codes: [m.merchantNo, m.creditCode],
  });

async function submitReview(
  tx: Db,
  ctx: AuthedCtx,
  merchant: { id: number; merchantNo: string; name: string },
  kind: 'onboard' | 'change',
  changes: Record<string, { from: string; to: string }>,
) {
  const now = ctx.clock.now();
  const [review] = await tx
    .insert(merchantReviews)
    .values({
      merchantId: merchant.id,
      kind,
      changes,
      submittedById: ctx.user.id,
      submittedBy: ctx.user.username,
      submittedAt: now,
    })
    .returning({ id: merchantReviews.id });
  await ctx.audit(
    {
      module: 'merchants',
      action: `submit_${kind}`,
      target: merchant.merchantNo,
      result: 'success',
      detail: { reviewId: review.id, changes: maskChanges(changes) },
    },
    tx,
  );
  await notifyAdmins(
    tx,
    {
      type: 'todo',
      template: 'merchant.submitted',
      params: {
        user: ctx.user.username,
        kind: `kind.${kind}`,
        merchantNo: merchant.merchantNo,
        merchantName: merchant.name,
      },
      tag: { key: 'tag.pending', color: 'orange' },
      link: { route: 'BzjCheckMerchantList', key: merchant.merchantNo },
      at: now,
    },
    ctx.user.id,
  );
  return review.id;
}

/** Onboards a merchant: pending_review plus its onboarding review. */
export async function onboardMerchant(ctx: AuthedCtx, body: MerchantFields): Promise<Merchant> {
  return audited(
    ctx,
    { module: 'merchants', action: 'submit_onboard', target: body.name },
    async () => {
      const merchantNo = await ctx.db.transaction(async (tx) => {
        const [inst] = await tx
          .select()
          .from(institutions)
          .where(eq(institutions.id, body.institutionId));
        if (!inst) throw new AppError(Code.NotFound, { fields: { institutionId: 'not found' } });
        const now = ctx.clock.now();
        const no = await nextBusinessNo(tx, 'M', now);
        const [row] = await tx
          .insert(merchants)
          .values({ ...body, merchantNo: no, createdAt: now, updatedAt: now })
          .returning();
        await reindex(tx, row);
        await submitReview(tx, ctx, row, 'onboard', {});
        return no;
      });
      return getMerchant(ctx.db, merchantNo);
    },
  );
}

const CHANGEABLE = [
  'name',
  'creditCode',
  'legalPerson',
  'idNo',
  'contactPhone',
  'bankAccount',
] as const;

/** Submits a change of an approved (or disabled) merchant for review; nothing changes until approved. */
export async function submitChange(
  ctx: AuthedCtx,
  merchantNo: string,
  body: { version: number } & Partial<Record<(typeof CHANGEABLE)[number], string>>,
): Promise<MerchantReview> {
  return audited(
    ctx,
    { module: 'merchants', action: 'submit_change', target: merchantNo },
    async () => {
      try {
        const id = await ctx.db.transaction(async (tx) => {
          const [m] = await tx.select().from(merchants).where(eq(merchants.merchantNo, merchantNo));
          if (!m) throw new AppError(Code.NotFound);
          if (m.version !== body.version) throw new AppError(Code.VersionConflict);
          if (m.status !== 'approved' && m.status !== 'disabled')
            throw new AppError(Code.InvalidTransition);
          const changes: Record<string, { from: string; to: string }> = {};
          for (const field of CHANGEABLE) {
            const to = body[field];
            if (to !== undefined && to !== m[field]) changes[field] = { from: m[field], to };
          }
          if (Object.keys(changes).length === 0)
            throw new AppError(Code.ValidationFailed, { fields: { _: 'no changes' } });
          const [pending] = await tx
            .select({ id: merchantReviews.id })
            .from(merchantReviews)
            .where(
              and(eq(merchantReviews.merchantId, m.id), eq(merchantReviews.status, 'pending')),
            );
          if (pending) throw new AppError(Code.PendingRequestExists);
          return submitReview(tx, ctx, m, 'change', changes);
        });
        return getReview(ctx.db, id);
      } catch (e) {
        if (!isAppError(e) && isUniqueViolation(e)) throw new AppError(Code.PendingRequestExists);
        throw e;
      }
    },
  );
}

/** Approves or rejects a merchant review atomically (claim, effect, log), as for deposits. */
export async function decideReview(
  ctx: AuthedCtx,
  id: number,
  decision: 'approve' | 'reject',
  version: number,
  reason?: string,
): Promise<MerchantReview> {
  const [target] = await ctx.db
    .select({ merchantNo: merchants.merchantNo })
    .from(merchantReviews)
    .innerJoin(merchants, eq(merchants.id, merchantReviews.merchantId))
    .where(eq(merchantReviews.id, id));
  if (!target) throw new AppError(Code.NotFound);
  if (decision === 'reject' && !reason)
    throw new AppError(Code.ValidationFailed, { fields: { reason: 'required' } });
  return audited(
    ctx,
    {
      module: 'merchants',
      action: decision,
      target: target.merchantNo,
      detail: { reviewId: id, version },
    },
    async () => {
      await ctx.db.transaction(async (tx) => {
        const [review] = await tx.select().from(merchantReviews).where(eq(merchantReviews.id, id));
        if (review.status !== 'pending') throw new AppError(Code.AlreadyDecided);
        assertNotSubmitter(ctx, review.submittedById);
        if (review.version !== version) throw new AppError(Code.VersionConflict);
        const now = ctx.clock.now();
        const status = decision === 'approve' ? 'approved' : 'rejected';
        const claimed = await tx
          .update(merchantReviews)
          .set({
            status,
            decidedById: ctx.user.id,
            decidedBy: ctx.user.username,
            decidedAt: now,
            reason: reason ?? null,
            version: sql`${merchantReviews.version} + 1`,
          })
          .where(
            and(
              eq(merchantReviews.id, id),
              eq(merchantReviews.status, 'pending'),
              eq(merchantReviews.version, version),
            ),
          )
          .returning({ id: merchantReviews.id });
        if (claimed.length === 0) {
          const [current] = await tx
            .select({ status: merchantReviews.status })
            .from(merchantReviews)
            .where(eq(merchantReviews.id, id));
          throw claimRefusal(current);
        }
        const [before] = await tx
          .select()
          .from(merchants)
          .where(eq(merchants.id, review.merchantId));
        let set: Partial<typeof merchants.$inferInsert> | null = null;
        if (review.kind === 'onboard') {
          if (before.status !== 'pending_review') throw new AppError(Code.InvalidTransition);
          set = { status: decision === 'approve' ? 'approved' : 'rejected' };
        } else if (decision === 'approve') {
          set = Object.fromEntries(
            Object.entries(review.changes).map(([field, c]) => [field, c.to]),
          );
        }
        if (set) {
          const [after] = await tx
            .update(merchants)
            .set({ ...set, version: sql`${merchants.version} + 1`, updatedAt: now })
            .where(and(eq(merchants.id, before.id), eq(merchants.version, before.version)))
            .returning();
          if (!after) throw new AppError(Code.VersionConflict);
          await reindex(tx, after);
        }
        await ctx.audit(
          {
            module: 'merchants',
            action: decision,
            target: before.merchantNo,
            result: 'success',
            detail: {
              reviewId: id,
              kind: review.kind,
              reason: reason ?? null,
              changes: maskChanges(review.changes),
              before: { status: before.status },
              after: set?.status ? { status: set.status } : undefined,
            },
          },
          tx,
        );
        await notifyUser(tx, review.submittedById, {
          type: 'message',
          template: 'merchant.decided',
          params: {
            user: ctx.user.username,
            kind: `kind.${review.kind}`,
            merchantName: before.name,
            decision: `decision.${status}`,
          },
          tag: { key: `tag.${status}`, color: status === 'approved' ? 'green' : 'red' },
          link: { route: 'BzjMerchantList', key: before.merchantNo },
          at: now,
        });
        await completeTodos(tx, { route: 'BzjCheckMerchantList', key: before.merchantNo }, status);
      });
      return getReview(ctx.db, id);
    },
  );
}

export async function setMerchantStatus(
  ctx: AuthedCtx,
  merchantNo: string,
  status: 'approved' | 'disabled',
  version: number,
): Promise<Merchant> {
  const action = status === 'approved' ? 'enable' : 'disable';
  return audited(ctx, { module: 'merchants', action, target: merchantNo }, async () => {
    await ctx.db.transaction(async (tx) => {
      const [m] = await tx.select().from(merchants).where(eq(merchants.merchantNo, merchantNo));
      if (!m) throw new AppError(Code.NotFound);
      if (m.version !== version) throw new AppError(Code.VersionConflict);
      const from = status === 'approved' ? 'disabled' : 'approved';
      if (m.status !== from) throw new AppError(Code.InvalidTransition);
      const [row] = await tx
        .update(merchants)
        .set({ status, version: sql`${merchants.version} + 1`, updatedAt: ctx.clock.now() })
        .where(and(eq(merchants.id, m.id), eq(merchants.version, version)))
        .returning({ id: merchants.id });
      if (!row) throw new AppError(Code.VersionConflict);
      await ctx.audit(
        {
          module: 'merchants',
          action,
          target: merchantNo,
          result: 'success',
          detail: { before: { status: m.status }, after: { status } },
        },
        tx,
      );
    });
    return getMerchant(ctx.db, merchantNo);
  });
}

/** Reveals one personal field of one merchant to an admin, and logs that it was revealed. */
export async function revealField(
  ctx: AuthedCtx,
  merchantNo: string,
  field: RevealableField,
): Promise<{ field: RevealableField; value: string }> {
  const [m] = await ctx.db.select().from(merchants).where(eq(merchants.merchantNo, merchantNo));
  if (!m) throw new AppError(Code.NotFound);
  await ctx.audit({
    module: 'merchants',
    action: 'reveal',
    target: merchantNo,
    result: 'success',
    detail: { field },
  });
  return { field, value: m[field] };
}
