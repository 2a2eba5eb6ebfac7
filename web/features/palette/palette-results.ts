/**
 * What the palette lists for a query: the local entries (commands, pages, recent items, the list
 * page's filters) ranked, and the server's record hits — commands and pages first unless the query
 * looks like a record number — grouped, at most `cap` rows.
 */
import {
  looksLikeRecordNumber,
  rankWithTotal,
  type indexEntries,
  type RankedHit,
} from '../../lib/palette-rank.ts';
import { groupHits, type PaletteEntry } from './palette-entries.ts';

type Indexed = ReturnType<typeof indexEntries<PaletteEntry>>;

/** The order entries are indexed in (ties keep it): selection, page, recent, navigate, actions, rest. */
export function orderSources(
  fromRegistry: PaletteEntry[],
  recent: PaletteEntry[],
  bench: PaletteEntry[],
): PaletteEntry[] {
  const main = ['selection', 'page', 'navigate', 'actions'];
  return [
    ...fromRegistry.filter((c) => c.group === 'selection'),
    ...fromRegistry.filter((c) => c.group === 'page'),
    ...recent,
    ...fromRegistry.filter((c) => c.group === 'navigate'),
    ...fromRegistry.filter((c) => c.group === 'actions'),
    ...fromRegistry.filter((c) => !main.includes(c.group)),
    ...bench,
  ];
}

export interface LocalRanking {
  /** The page's filters for the query, best first. */
  filterHits: RankedHit<PaletteEntry>[];
  /** Commands, pages and recent items, best first. */
  hits: RankedHit<PaletteEntry>[];
  total: number;
  /** The query they answer. */
  query: string;
}

/** The local half, the costly one (a scan of every entry): once per ranked query. */
export function rankLocal(input: {
  indexed: Indexed;
  filterIndexed: Indexed;
  query: string;
  cap: number;
}): LocalRanking {
  const { indexed, filterIndexed, query, cap } = input;
  const local = rankWithTotal(indexed, query, cap);
  const filters = rankWithTotal(filterIndexed, query, cap);
  return {
    filterHits: filters.hits,
    hits: local.hits,
    total: local.total + filters.total,
    query,
  };
}

/**
 * Local hits merged with the server's side: organisation filters and record entries, which follow
 * the query as typed (`query`), so a pasted record number is first as soon as it is in the field
 * even while the local ranking still answers an earlier query.
 */
export function paletteResults(input: {
  local: LocalRanking;
  /** Filters from server hits (organisations, institutions), already matched by the server. */
  orgFilters: readonly PaletteEntry[];
  serverEntries: readonly PaletteEntry[];
  query: string;
  cap: number;
}) {
  const { local, orgFilters, serverEntries, query, cap } = input;
  const fromServer = (item: PaletteEntry) => ({ item, score: item.boost ?? 0 });
  const localHits = [...local.filterHits, ...orgFilters.map(fromServer), ...local.hits].sort(
    (a, b) => b.score - a.score,
  );
  const serverHits = serverEntries.map(fromServer);
  const hits = (
    looksLikeRecordNumber(query) ? [...serverHits, ...localHits] : [...localHits, ...serverHits]
  ).slice(0, cap);
  return {
    groups: groupHits(hits, Boolean(query.trim())),
    total: local.total + orgFilters.length + serverEntries.length,
  };
}
