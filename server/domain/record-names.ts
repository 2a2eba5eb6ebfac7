import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { institutions, organisations } from '../db/schema/index.ts';
import { KeptReads } from './kept-reads.ts';

/**
 * Organisation and institution names by id, for list pages that show them beside each row (a
 * settlement page names its organisation and institution). Looking them up in the page's own query
 * was most of its cost on PGlite (two index lookups per row in WebAssembly); a few dozen names serve
 * thousands of pages.
 *
 * Kept like the settlement totals: forgotten after every committed change to organisations
 * (institutions) (server/http/change-signal.ts, which also tells the other instances), and a name
 * read more than NAMES_CACHE_MS ago is read again, so a rename made another way (straight in the
 * database, or on another instance whose notification was lost) shows within that window.
 */
export const NAMES_CACHE_MS = 1_000;
const tables = { organisations, institutions } as const;
export type NamedTable = keyof typeof tables;
const kept = {
  organisations: new KeptReads<number, string>({
    resource: 'organisations',
    windowMs: NAMES_CACHE_MS,
    max: 10_000,
  }),
  institutions: new KeptReads<number, string>({
    resource: 'institutions',
    windowMs: NAMES_CACHE_MS,
    max: 10_000,
  }),
};

/** Drops every kept name (after a change request; see NAMES_CACHE_MS). */
export function forgetRecordNames(): void {
  kept.organisations.forget();
  kept.institutions.forget();
}

/**
 * The names of `ids` in `table` ('' for an id with no row, as the lookups it replaces gave): kept
 * ones from the copies, the others read in one query (KeptReads: pages asking for a name while it
 * is being read wait for that read).
 */
export function namesOf(
  db: Db,
  table: NamedTable,
  ids: Iterable<number>,
): Promise<Map<number, string>> {
  const t = tables[table];
  const read = async (missing: number[]) => {
    const rows = await db.select({ id: t.id, name: t.name }).from(t).where(inArray(t.id, missing));
    return new Map(rows.map((row) => [row.id, row.name]));
  };
  return kept[table].many(db, ids, read, '');
}
