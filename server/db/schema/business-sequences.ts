import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Per-prefix-and-day counters for business numbers (BZJ…, M…, ST…); bumped by an upsert. */
export const businessSequences = pgTable('business_sequences', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
});
