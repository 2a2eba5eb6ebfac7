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
  /** A name, or the read that will give it while that read is on its way. */
  names: Map<number, string | Promise<string>>;
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

/** Reads `ids` in one query; each id's entry holds the read until it answers, then the name. */
function readInto(db: Db, table: NamedTable, cache: NameCache, ids: number[]): void {
  const t = tables[table];
  const read = db.select({ id: t.id, name: t.name }).from(t).where(inArray(t.id, ids));
  const names = read.then((rows) => new Map(rows.map((row) => [row.id, row.name])));
  for (const id of ids) {
    const name = names.then((byId) => byId.get(id) ?? '');
    cache.names.set(id, name);
    name.then(
      (value) => {
        if (cache.names.get(id) === name) cache.names.set(id, value);
      },
      () => {
        // A failed read is not kept: the next page asks again.
        if (cache.names.get(id) === name) cache.names.delete(id);
      },
    );
  }
}

/**
 * The names of `ids` in `table` ('' for an id with no row, as the lookups it replaces gave): from
 * the cache, the missing ones read in one query. Pages asking for a name while a read of it is on
 * its way wait for that read (when the window ends under load, dozens ask at the same moment); a
 * read begun before a change is never served after it (its cache's generation is old).
 */
export async function namesOf(
  db: Db,
  table: NamedTable,
  ids: Iterable<number>,
): Promise<Map<number, string>> {
  const cache = currentCache(db, table);
  const wanted = [...new Set(ids)];
  const missing = wanted.filter((id) => !cache.names.has(id));
  if (missing.length > 0) readInto(db, table, cache, missing);
  const out = new Map<number, string>();
  const waits: Promise<void>[] = [];
  for (const id of wanted) {
    const name = cache.names.get(id)!;
    if (typeof name === 'string') out.set(id, name);
    else waits.push(name.then((value) => void out.set(id, value)));
  }
  await Promise.all(waits);
  return out;
}
