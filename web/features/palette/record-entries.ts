import { ROUTE_BY_NAME, type RouteName } from '#core/access';
import type { SearchHit, SearchKind } from '#core/types';
import { detectRecordNumber, type RecordNumberKind } from '../../lib/palette-rank.ts';
import type { RecentItem } from '../../lib/recent.ts';
import type { PaletteEntry } from './palette-entries.ts';

const KIND_ROUTE: Record<RecordNumberKind, RouteName> = {
  deposit: 'BzjList',
  merchant: 'BzjMerchantList',
  settlement: 'SettleList',
};

const KIND_ICON: Record<SearchKind, string> = {
  deposit: 'wallet',
  merchant: 'store',
  institution: 'building',
  settlement: 'receipt',
  user: 'user',
  org: 'tree',
  provider: 'bank',
};

export function recordUrl(route: RouteName, key: string): string {
  const path = ROUTE_BY_NAME.get(route)?.path ?? '/';
  return `${path}?open=${encodeURIComponent(key)}`;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

interface Ctx {
  t: Translate;
  open(route: RouteName, key: string, title: string, subtitle?: string): void;
  /** Asks the server whether a record number exists (for Enter before the search answered). */
  exists?(key: string): Promise<boolean>;
}

/** Whether the server's hits hold exactly this record number (numbers compare upper-cased). */
export function hitsHoldKey(hits: readonly SearchHit[], key: string): boolean {
  const wanted = key.toUpperCase();
  return hits.some((h) => h.key.toUpperCase() === wanted);
}

/** Whether a hit's number starts with, or ends with, the typed (partial) number. */
export function hitsHoldPart(hits: readonly SearchHit[], key: string): boolean {
  const wanted = key.toUpperCase();
  return hits.some((h) => {
    const k = h.key.toUpperCase();
    return k.startsWith(wanted) || k.endsWith(wanted);
  });
}

/**
 * Hits for a typed number, newest first: business numbers carry their date, so among the numbered
 * records the greater number is the newer one; other hits keep the server's order after them.
 */
export function newestFirst(hits: readonly SearchHit[]): SearchHit[] {
  const numbered = (h: SearchHit) =>
    h.kind === 'settlement' || h.kind === 'deposit' || h.kind === 'merchant';
  return [
    ...hits.filter(numbered).sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0)),
    ...hits.filter((h) => !numbered(h)),
  ];
}

/**
 * A typed record number (BZJ…, M…, ST…) offers 'Open …' before the server answers. Enter before the
 * answer asks the server first (`guard`), so an unknown number never opens an error drawer.
 */
export function typedRecordEntry(query: string, ctx: Ctx): PaletteEntry | null {
  const found = detectRecordNumber(query);
  if (!found) return null;
  const route = KIND_ROUTE[found.kind];
  const exists = ctx.exists;
  return {
    id: `typed:${found.key}`,
    title: ctx.t('palette.openRecord', { key: found.key }),
    group: 'records',
    icon: KIND_ICON[found.kind],
    hint: ctx.t('palette.openRecordHint', { kind: ctx.t(`searchKind.${found.kind}`) }),
    keywords: [found.key],
    boost: 10_000,
    guard: exists ? () => exists(found.key) : undefined,
    run: () => ctx.open(route, found.key, found.key),
  };
}

/** The palette's in-place line for a record number the server does not know. */
export function missingRecordText(query: string, t: Translate): string | null {
  const found = detectRecordNumber(query);
  if (!found) return null;
  return t('palette.recordMissing', { kind: t(`searchKind.${found.kind}`), key: found.key });
}

export function hitEntry(hit: SearchHit, ctx: Ctx): PaletteEntry {
  return {
    id: `record:${hit.kind}:${hit.key}`,
    title: hit.title,
    group: 'records',
    icon: KIND_ICON[hit.kind] ?? 'file',
    hint: [ctx.t(`searchKind.${hit.kind}`), hit.subtitle].filter(Boolean).join(' · '),
    keywords: [hit.key, hit.subtitle],
    pinyin: hit.pinyin,
    // The server already matched these; keep them visible whatever the local ranking says.
    boost: 5_000,
    run: () => ctx.open(hit.route, hit.key, hit.title, hit.subtitle),
  };
}

export function recentEntry(
  item: RecentItem,
  ctx: Ctx & { navigate(path: string): void; icon(route: RouteName): string },
): PaletteEntry {
  if (item.kind === 'record' && item.key) {
    const key = item.key;
    return {
      id: `recent:record:${item.route}:${key}`,
      title: item.title,
      group: 'recent',
      icon: 'history',
      hint: item.subtitle,
      keywords: [key],
      run: () => ctx.open(item.route, key, item.title, item.subtitle),
    };
  }
  return {
    id: `recent:page:${item.route}`,
    title: ctx.t(item.title),
    group: 'recent',
    icon: ctx.icon(item.route),
    keywords: [item.route],
    run: () => ctx.navigate(ROUTE_BY_NAME.get(item.route)?.path ?? '/'),
  };
}
