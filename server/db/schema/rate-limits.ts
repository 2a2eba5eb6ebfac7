import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** Fixed-window counters (e.g. `sms:ip:1.2.3.4`), shared by every server instance through the database. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: instant('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
