import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Merchant, MerchantReview } from '#core/types';
import type { Db } from '../../db/client.ts';
import type { Role } from '../../http/context.ts';
import { institutions, merchantReviews, merchants } from '../../db/schema/index.ts';
import { maskBankAccount, maskIdNo, maskPhone } from '../../domain/masking.ts';
import { iso } from '../../domain/paging.ts';
import { likePrefix } from '../../domain/search-keys.ts';
import type { MerchantListQuery, ReviewListQuery } from './inputs.ts';

/** Who may see personal fields in clear (the logged reveal). */
export const REVEAL_ROLES: readonly Role[] = ['admin'];

export const PERSONAL_FIELDS = {
  idNo: maskIdNo,
  bankAccount: maskBankAccount,
  contactPhone: maskPhone,
} as const;

const merchantColumns = {
  id: merchants.id,
  merchantNo: merchants.merchantNo,
  name: merchants.name,
  institutionId: merchants.institutionId,
  institutionName: sql<string>`coalesce(${institutions.name}, '')`,
  creditCode: merchants.creditCode,
  legalPerson: merchants.legalPerson,
  idNo: merchants.idNo,
  contactPhone: merchants.contactPhone,
  bankAccount: merchants.bankAccount,
  status: merchants.status,
  version: merchants.version,
  createdAt: merchants.createdAt,
  updatedAt: merchants.updatedAt,
};

export const selectMerchants = (db: Db) =>
  db
    .select(merchantColumns)
    .from(merchants)
    .leftJoin(institutions, eq(institutions.id, merchants.institutionId));
type MerchantRow = Awaited<ReturnType<ReturnType<typeof selectMerchants>['execute']>>[number];

/** The wire merchant: personal data always masked (reveal is a separate, logged call). */
export function toMerchant(r: MerchantRow): Merchant {
  return {
    ...r,
    idNo: maskIdNo(r.idNo),
    contactPhone: maskPhone(r.contactPhone),
    bankAccount: maskBankAccount(r.bankAccount),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const likeAnywhere = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function merchantFilters(q: MerchantListQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (q.status) conds.push(eq(merchants.status, q.status));
  if (q.institutionId) conds.push(eq(merchants.institutionId, q.institutionId));
  if (q.q) {
    conds.push(
      or(
        sql`${merchants.merchantNo} like ${likePrefix(q.q).toUpperCase()}`,
        ilike(merchants.name, likeAnywhere(q.q)),
        ilike(merchants.creditCode, likeAnywhere(q.q)),
      ),
    );
  }
  return and(...conds);
}

const reviewColumns = {
  id: merchantReviews.id,
  merchantId: merchantReviews.merchantId,
  merchantNo: merchants.merchantNo,
  merchantName: merchants.name,
  kind: merchantReviews.kind,
  changes: merchantReviews.changes,
  status: merchantReviews.status,
  submittedBy: merchantReviews.submittedBy,
  submittedAt: merchantReviews.submittedAt,
  decidedBy: merchantReviews.decidedBy,
  decidedAt: merchantReviews.decidedAt,
  reason: merchantReviews.reason,
  version: merchantReviews.version,
};

export const selectReviews = (db: Db) =>
  db
    .select(reviewColumns)
    .from(merchantReviews)
    .innerJoin(merchants, eq(merchants.id, merchantReviews.merchantId));
type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

/** Masks personal fields inside a change set. */
export function maskChanges(
  changes: Record<string, { from: string; to: string }>,
): Record<string, { from: string; to: string }> {
  const out: Record<string, { from: string; to: string }> = {};
  for (const [field, change] of Object.entries(changes)) {
    const mask = PERSONAL_FIELDS[field as keyof typeof PERSONAL_FIELDS];
    out[field] = mask ? { from: mask(change.from), to: mask(change.to) } : change;
  }
  return out;
}

export function toReview(r: ReviewRow): MerchantReview {
  return {
    ...r,
    changes: maskChanges(r.changes),
    submittedAt: r.submittedAt.toISOString(),
    decidedAt: iso(r.decidedAt),
  };
}

export function reviewFilters(q: ReviewListQuery): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (q.status) conds.push(eq(merchantReviews.status, q.status));
  if (q.kind) conds.push(eq(merchantReviews.kind, q.kind));
  if (q.q)
    conds.push(
      or(
        sql`${merchants.merchantNo} like ${likePrefix(q.q).toUpperCase()}`,
        ilike(merchants.name, likeAnywhere(q.q)),
      ),
    );
  return and(...conds);
}
