import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Settlement sums per day, status and receiving organisation, kept in step with every settlement
 * write (same transaction). Totals, monthly sums and the workbench read a few thousand rows here
 * instead of summing up to a million settlements.
 */
export const settlementDailyTotals = pgTable(
  'settlement_daily_totals',
  {
    period: date('period', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    orgId: integer('org_id').notNull(),
    count: integer('count').notNull().default(0),
    grossFen: bigint('gross_fen', { mode: 'number' }).notNull().default(0),
    shareFen: bigint('share_fen', { mode: 'number' }).notNull().default(0),
    feeFen: bigint('fee_fen', { mode: 'number' }).notNull().default(0),
    netFen: bigint('net_fen', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.period, t.status, t.orgId] })],
);
