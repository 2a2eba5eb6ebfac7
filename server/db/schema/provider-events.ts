import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** The event timeline of a provider merchant (detail drawer). */
export const providerEvents = pgTable(
  'provider_events',
  {
    id: serial('id').primaryKey(),
    providerMerchantId: integer('provider_merchant_id').notNull(),
    at: instant('at').notNull(),
    kind: text('kind').notNull().$type<'opened' | 'card_bound' | 'balance_synced' | 'failure'>(),
    detail: text('detail').notNull().default(''),
    /** The amount an event is about (the synced balance), integer fen; the console formats it. */
    amountFen: bigint('amount_fen', { mode: 'number' }),
  },
  (t) => [index('provider_events_merchant_idx').on(t.providerMerchantId, t.at)],
);
