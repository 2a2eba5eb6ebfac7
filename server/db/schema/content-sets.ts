import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './instant.ts';

/** Template search table: content sets with the seed's filters. */
export const contentSets = pgTable(
  'content_sets',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    name: text('name').notNull(),
    contentType: text('content_type')
      .notNull()
      .$type<'img' | 'horizontalVideo' | 'verticalVideo'>(),
    filterType: text('filter_type').notNull().$type<'artificial' | 'rules'>(),
    count: integer('count').notNull().default(0),
    status: text('status').notNull().$type<'online' | 'offline'>(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('content_sets_created_idx').on(t.createdAt, t.id)],
);
