import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { institutions, organisations } from '../db/schema/index.ts';

/**
 * Organisation and institution names by id, for list pages that show them beside each row (a
 * settlement page names its organisation and institution). Looking them up in the page's own query
 * was most of its cost on PGlite (two index lookups per row in WebAssembly); a few dozen names serve
 * thousands of pages.
 *
 * Kept like the settlement totals: this instance forgets them after every change request
 * (server/http/change-signal.ts, which also tells the other instances on PostgreSQL), and a name
 * read more than NAMES_CACHE_MS ago is read again, so a rename made another way (straight in the
 * database, or on another instance whose notification was lost) shows within that window.
 */
export const NAMES_CACHE_MS = 1_000;
/** More names than this and the cache starts over (a bound, not a working-set size). */
const NAMES_CACHE_MAX = 10_000;

const tables = { organisations, institutions } as const;
export type NamedTable = keyof typeof tables;

interface NameCache {
  names: Map<number, string>;
  /** When the oldest name in it was read. */
  since: number;
  generation: number;
}
const caches = new WeakMap<Db, Map<NamedTable, NameCache>>();
/** Bumped by forgetRecordNames: a cache of an older generation (and what reads begun then put in it) is dropped. */
let generation = 0;

/** Drops every kept name (after a change request; see NAMES_CACHE_MS). */
export function forgetRecordNames(): void {
  generation += 1;
}

function currentCache(db: Db, table: NamedTable): NameCache {
  let byTable = caches.get(db);
  if (!byTable) caches.set(db, (byTable = new Map()));
  let cache = byTable.get(table);
  if (
    !cache ||
    cache.generation !== generation ||
    performance.now() - cache.since >= NAMES_CACHE_MS ||
    cache.names.size >= NAMES_CACHE_MAX
  ) {
    cache = { names: new Map(), since: performance.now(), generation };
    byTable.set(table, cache);
  }
  return cache;
}

/**
 * The names of `ids` in `table` ('' for an id with no row, as the lookups it replaces gave): from
 * the cache, the missing ones read in one query.
 */
export async function namesOf(
  db: Db,
  table: NamedTable,
  ids: Iterable<number>,
): Promise<Map<number, string>> {
  const cache = currentCache(db, table);
  const out = new Map<number, string>();
  const missing: number[] = [];
  for (const id of ids) {
    if (out.has(id)) continue;
    const name = cache.names.get(id);
    if (name === undefined) missing.push(id);
    else out.set(id, name);
  }
  if (missing.length === 0) return out;
  const t = tables[table];
  const rows = await db.select({ id: t.id, name: t.name }).from(t).where(inArray(t.id, missing));
  for (const id of missing) out.set(id, '');
  for (const row of rows) {
    out.set(row.id, row.name);
    // Kept in the cache this read began with: after a change meanwhile, it is never served again.
    cache.names.set(row.id, row.name);
  }
  return out;
}
