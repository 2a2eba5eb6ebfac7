/**
 * The palette's list for a query: the local ranking (one scan of every entry per ranked query),
 * the list page's filters, and the server's side (the typed number's 'Open …', record hits,
 * organisation filters), which follows the field as typed. Also `bestFor`, what Enter opens when
 * the list on screen does not answer the field yet.
 */
import { useMemo } from 'react';
import type { RouteName } from '#core/access';
import { detectRecordNumber, indexEntries, looksLikeRecordNumber } from '../../lib/palette-rank.ts';
import { filterEntries, orgFilterEntries } from './filter-entries.ts';
import type { PaletteEntry } from './palette-entries.ts';
import { paletteResults, rankLocal } from './palette-results.ts';
import {
  hitEntry,
  hitsHoldKey,
  hitsHoldPart,
  missingRecordText,
  newestFirst,
  typedRecordEntry,
} from './record-entries.ts';
import type { RecordSearch } from './use-record-search.ts';

/** Rows rendered at most: enough to scan, few enough that a keystroke re-renders in a frame or two. */
export const RENDER_CAP = 40;

const NONE: readonly PaletteEntry[] = [];

type Translate = (key: string, values?: Record<string, string | number>) => string;

interface RecordCtx {
  t: Translate;
  open(route: RouteName, key: string, title: string, subtitle?: string): void;
  exists?(key: string): Promise<boolean>;
}

type FilterCtx = Parameters<typeof filterEntries>[1];

export function usePaletteList(input: {
  indexed: ReturnType<typeof indexEntries<PaletteEntry>>;
  /** The field's text. */
  query: string;
  /** The query the local ranking answers (deferred: may lag the field by a frame). */
  rankedQuery: string;
  records: RecordSearch;
  /** The query whose record number the server said does not exist (checked on Enter). */
  missingFor: string;
  ctx: RecordCtx;
  filterCtx: FilterCtx;
  /** Rows drawn now (≤ RENDER_CAP): the first screenful, more as the operator scrolls or moves. */
  rows: number;
  /** The compound entry for a query ('failed october export'), when every part is read. */
  compoundFor?: (q: string) => PaletteEntry | null;
}) {
  const { compoundFor } = input;
  const { indexed, query, rankedQuery, records, missingFor, ctx, rows } = input;
  const { t, other, path, search, navigate } = input.filterCtx;
  const filterCtx = useMemo<FilterCtx>(
    () => ({ t, other, path, search, navigate: (url: string) => navigate(url) }),
    [t, other, path, search, navigate],
  );

  /** The server's hits when its search answered `q`. */
  const hitsFor = (q: string) =>
    records.status === 'done' && records.query === q.trim() ? records.hits : null;
  /**
   * The server answered (the search, or Enter's check) and no record's number holds the typed one:
   * a partial number ('ST2026112') that several records start with is not missing.
   */
  const missing = (q: string) => {
    const key = detectRecordNumber(q)?.key;
    const hits = hitsFor(q);
    if (key === undefined || (hits !== null && hitsHoldPart(hits, key))) return false;
    return missingFor === q || (hits !== null && !hitsHoldKey(hits, key));
  };
  /** The typed number's 'Open …' and the server's hits when they answer `q`. */
  const serverEntriesFor = (q: string): readonly PaletteEntry[] => {
    if (!detectRecordNumber(q) && !hitsFor(q)) return NONE;
    const out: PaletteEntry[] = [];
    const hits = hitsFor(q);
    const key = detectRecordNumber(q)?.key;
    // Once the server answered, 'Open …' stays only for a number it knows whole; a partial number
    // lists the records it starts (newest first) and Enter opens the first.
    const typed =
      missing(q) || (key && hits && !hitsHoldKey(hits, key)) ? null : typedRecordEntry(q, ctx);
    if (typed) out.push(typed);
    const ordered = hits && looksLikeRecordNumber(q) ? newestFirst(hits) : (hits ?? []);
    for (const hit of ordered) {
      if (typed && hit.key.toUpperCase() === typed.keywords?.[0]) continue;
      out.push(hitEntry(hit, ctx));
    }
    return out;
  };
  const orgFiltersFor = (q: string): readonly PaletteEntry[] => {
    const hits = hitsFor(q);
    const compound = compoundFor?.(q);
    const orgs = hits ? orgFilterEntries(hits, filterCtx) : NONE;
    return compound ? [compound, ...orgs] : orgs;
  };
  const filtersFor = (q: string) => (q.trim() ? indexEntries(filterEntries(q, filterCtx)) : []);

  // serverEntriesFor and orgFiltersFor read exactly these.
  /* eslint-disable react-hooks/exhaustive-deps */
  const serverEntries = useMemo(() => serverEntriesFor(query), [query, records, ctx, missingFor]);
  const orgFilters = useMemo(() => orgFiltersFor(query), [query, records, filterCtx, compoundFor]);
  /* eslint-enable react-hooks/exhaustive-deps */
  const filterIndexed = useMemo(() => filtersFor(rankedQuery), [rankedQuery, filterCtx]); // eslint-disable-line react-hooks/exhaustive-deps

  // The scan of every entry runs once per ranked query; a keystroke's first, urgent render only
  // merges the server's side (the typed number's 'Open …') into the last ranking.
  const local = useMemo(
    () => rankLocal({ indexed, filterIndexed, query: rankedQuery, cap: RENDER_CAP }),
    [indexed, filterIndexed, rankedQuery],
  );
  // A keystroke that changes nothing here (no record number, no server answer) keeps the list as
  // it is until the ranking answers: the urgent render redraws no row.
  const recordLike = looksLikeRecordNumber(query);
  const byRank = Boolean(query.trim());
  const { groups, total } = useMemo(
    () => paletteResults({ local, orgFilters, serverEntries, query, cap: rows }),
    // query matters only through recordLike and byRank.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [local, orgFilters, serverEntries, recordLike, byRank, rows],
  );

  /** The best entry for the field's text, ranked now (Enter before the list answers it). */
  const bestFor = (typed: string): PaletteEntry | undefined =>
    paletteResults({
      local: rankLocal({
        indexed,
        filterIndexed: filtersFor(typed),
        query: typed,
        cap: RENDER_CAP,
      }),
      orgFilters: orgFiltersFor(typed),
      serverEntries: serverEntriesFor(typed),
      query: typed,
      cap: RENDER_CAP,
    }).groups[0]?.entries[0];

  return {
    groups,
    total,
    missingText: missing(query) ? missingRecordText(query, t) : null,
    bestFor,
  };
}
