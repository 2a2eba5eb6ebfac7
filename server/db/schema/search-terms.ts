import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * The palette's search index for named records (institutions, merchants, organisations, users,
 * provider merchants): one row per lower-cased term (name suffixes, full pinyin, pinyin initials,
 * codes). Prefix LIKE on a text_pattern_ops btree works on PGlite and PostgreSQL alike (no trigram).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    term: text('term').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
  },
  (t) => [
    index('search_terms_term_idx').using('btree', t.term.op('text_pattern_ops')),
    index('search_terms_record_idx').on(t.kind, t.key),
  ],
);
