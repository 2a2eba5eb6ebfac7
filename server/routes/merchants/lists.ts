import { count, eq } from 'drizzle-orm';
import { merchantReviewCsvColumns } from '#core/csv';
import type { Merchant, MerchantReview } from '#core/types';
import { merchantReviews, merchants } from '../../db/schema/index.ts';
import { labelColumn, textColumn } from '#core/csv';
import { type ListSource } from '../../list/source.ts';
import { countedBy, pagedRows } from '../../list/paged-rows.ts';
import type { MerchantListQuery, ReviewListQuery } from './inputs.ts';
import {
  merchantFilters,
  reviewFilters,
  selectMerchants,
  selectReviews,
  toMerchant,
  toReview,
} from './queries.ts';

/** Merchants (BzjMerchantList); personal data masked as on the screen. */
export const merchantSource: ListSource<MerchantListQuery, Merchant> = {
  name: 'merchants',
  id: merchants.id,
  sorts: { merchantNo: merchants.merchantNo, name: merchants.name, createdAt: merchants.createdAt },
  defaultSort: '-createdAt',
  filters: merchantFilters,
  rows: pagedRows(selectMerchants, toMerchant),
  count: countedBy((db) => db.select({ n: count() }).from(merchants)),
  columns: [
    textColumn('merchantNo', 'merchants.field.merchantNo', (m) => m.merchantNo),
    textColumn('name', 'merchants.field.name', (m) => m.name),
    textColumn('institution', 'merchants.field.institution', (m) => m.institutionName),
    textColumn('creditCode', 'merchants.field.creditCode', (m) => m.creditCode),
    textColumn('legalPerson', 'merchants.field.legalPerson', (m) => m.legalPerson),
    textColumn('idNo', 'merchants.field.idNo', (m) => m.idNo),
    textColumn('contactPhone', 'merchants.field.contactPhone', (m) => m.contactPhone),
    textColumn('bankAccount', 'merchants.field.bankAccount', (m) => m.bankAccount),
    labelColumn('status', 'data.common.status', (m) => `status.merchant.${m.status}`),
    textColumn('createdAt', 'data.common.createdAt', (m) => m.createdAt),
  ],
};

/** Merchant reviews (BzjCheckMerchantList). */
export const merchantReviewSource: ListSource<ReviewListQuery, MerchantReview> = {
  name: 'merchant-reviews',
  id: merchantReviews.id,
  sorts: { submittedAt: merchantReviews.submittedAt },
  defaultSort: '-submittedAt',
  filters: reviewFilters,
  rows: pagedRows(selectReviews, toReview),
  count: countedBy((db) =>
    db
      .select({ n: count() })
      .from(merchantReviews)
      .innerJoin(merchants, eq(merchants.id, merchantReviews.merchantId)),
  ),
  columns: merchantReviewCsvColumns,
};
