import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { SETTLEMENT_STATUSES } from '#core/enums';
import { instant } from './instant.ts';

/**
 * The list's sorts read day by day within a short period range (server/routes/settlements/
 * day-rows.ts): each has a (period, <sort column>, id) index, so one day's first rows in that order
 * are one index range. The period sort needs none (its own index is in that order already).
 */
export const DAY_SORTED = ['settlementNo'] as const;

/** Settlement records (settleList); indexes serve the list, count, totals and monthly queries. */
export const settlements = pgTable(
  'settlements',
  {
    id: serial('id').primaryKey(),
    settlementNo: text('settlement_no').notNull().unique(),
    period: date('period', { mode: 'string' }).notNull(),
    orgId: integer('org_id').notNull(),
    institutionId: integer('institution_id').notNull(),
    grossFen: bigint('gross_fen', { mode: 'number' }).notNull(),
    shareBp: integer('share_bp').notNull(),
    shareFen: bigint('share_fen', { mode: 'number' }).notNull(),
    feeFen: bigint('fee_fen', { mode: 'number' }).notNull(),
    netFen: bigint('net_fen', { mode: 'number' }).notNull(),
    bankSerialNo: text('bank_serial_no'),
    failureReason: text('failure_reason'),
    status: text('status')
      .notNull()
      .default('pending')
      .$type<(typeof SETTLEMENT_STATUSES)[number]>(),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('settlements_status_period_idx').on(t.status, t.period, t.id),
    index('settlements_period_idx').on(t.period, t.id),
    // One (period, id) index per status: a status in period order is one range with no row to
    // skip. On the full period index the planner assumes statuses spread evenly over time and
    // walks past the newest days, which hold hardly any settled rows (340,000 rows at 10M).
    ...SETTLEMENT_STATUSES.map((status) =>
      index(`settlements_${status}_period_idx`)
        .on(t.period, t.id)
        .where(sql.raw(`status = '${status}'`)),
    ),
    // With the id, a page filtered by organisation (institution) in period order is one index range.
    index('settlements_org_period_idx').on(t.orgId, t.period, t.id),
    // The amounts after (institution, period, id): the institution's count and sums, which the
    // daily totals cannot answer (an institution is not a set of organisations), are an index-only
    // scan instead of one heap read per row (issue 28: 105 ms p95 at 10M).
    index('settlements_institution_idx').on(
      t.institutionId,
      t.period,
      t.id,
      t.grossFen,
      t.shareFen,
      t.feeFen,
      t.netFen,
    ),
    // The amount sorts of the list (first pages and keyset pages without a scan; issue 28).
    index('settlements_gross_idx').on(t.grossFen, t.id),
    index('settlements_net_idx').on(t.netFen, t.id),
    ...DAY_SORTED.map((field) =>
      index(`settlements_period_${t[field].name}_idx`).on(t.period, t[field], t.id),
    ),
    // A number prefix, then every column a list page tests or sorts by (the filters of
    // SETTLEMENT_FILTERS, the sorts, the id): a page of a number search is read from its matches
    // alone, index-only, wherever they fall in the sort (number-rows.ts; issue 28).
    index('settlements_no_pattern_idx').using(
      'btree',
      t.settlementNo.op('text_pattern_ops'),
      t.period,
      t.id,
      t.status,
      t.orgId,
      t.institutionId,
      t.grossFen,
      t.netFen,
    ),
    // The last digits of a number (palette and list search by suffix): a prefix of the reversed number.
    index('settlements_no_reverse_idx').on(sql`reverse(${t.settlementNo}) text_pattern_ops`),
  ],
);
