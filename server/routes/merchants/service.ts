import { and, eq } from 'drizzle-orm';
import { AppError, Code, isAppError } from '#core/errors';
import type { Merchant, MerchantReview, RevealableField } from '#core/types';
import type { Db } from '../../db/client.ts';
import { institutions, merchantReviews, merchants } from '../../db/schema/index.ts';
import type { AuthedCtx } from '../../http/context.ts';
import { nextBusinessNo } from '../../domain/business-numbers.ts';
import { audited, isUniqueViolation } from '../../domain/decisions.ts';
import { notifyAdmins } from '../../domain/notifications.ts';
import type { MerchantFields } from './inputs.ts';
import {
  maskChanges,
  PERSONAL_FIELDS,
  REVEAL_ROLES,
  selectMerchants,
  toMerchant,
} from './queries.ts';
import { getReview, reindexMerchant } from './review.ts';
import { readVersioned, versionedChange } from '../../review/versioned.ts';

type MerchantRow = typeof merchants.$inferSelect;
const byNo = (merchantNo: string) => eq(merchants.merchantNo, merchantNo);

export async function getMerchant(db: Db, merchantNo: string): Promise<Merchant> {
  const [row] = await selectMerchants(db).where(eq(merchants.merchantNo, merchantNo));
  if (!row) throw new AppError(Code.NotFound);
  return toMerchant(row);
}

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
        await reindexMerchant(tx, row);
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

/**
 * The fields a change sets to a new value. A personal field is compared with its hidden value only
 * for a caller who may reveal it; for anyone else a value sent for it counts as a change, so no answer
 * depends on the hidden value.
 */
function changedFields(
  m: Record<(typeof CHANGEABLE)[number], string>,
  body: Partial<Record<(typeof CHANGEABLE)[number], string>>,
  mayReveal: boolean,
): Record<string, { from: string; to: string }> {
  const changes: Record<string, { from: string; to: string }> = {};
  for (const field of CHANGEABLE) {
    const to = body[field];
    if (to === undefined) continue;
    // A masked field is compared only by those who may reveal it (the schemas refuse placeholders).
    const compared = mayReveal || !(field in PERSONAL_FIELDS);
    if (!compared || to !== m[field]) changes[field] = { from: m[field], to };
  }
  return changes;
}

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
          const m = await readVersioned<MerchantRow>(
            tx,
            merchants,
            byNo(merchantNo),
            body.version,
            ['approved', 'disabled'],
          );
          const changes = changedFields(m, body, REVEAL_ROLES.includes(ctx.user.role));
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

export async function setMerchantStatus(
  ctx: AuthedCtx,
  merchantNo: string,
  status: 'approved' | 'disabled',
  version: number,
): Promise<Merchant> {
  const action = status === 'approved' ? 'enable' : 'disable';
  await versionedChange<MerchantRow>(ctx, {
    module: 'merchants',
    action,
    label: merchantNo,
    table: merchants,
    where: byNo(merchantNo),
    version,
    from: [status === 'approved' ? 'disabled' : 'approved'],
    set: () => ({ status }),
    target: () => merchantNo,
    detail: (before) => ({ before: { status: before.status }, after: { status } }),
  });
  return getMerchant(ctx.db, merchantNo);
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
