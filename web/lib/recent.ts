/**
 * Recently opened pages and records for the palette, persisted in localStorage (last 10, newest
 * first, one entry per target).
 */
import type { RouteName } from '#core/access';

export interface RecentItem {
  kind: 'page' | 'record';
  route: RouteName;
  /** Record key (`?open=key`) for records. */
  key?: string;
  /** Shown as is: a record's title, or for pages the route's locale key. */
  title: string;
  subtitle?: string;
  at: number;
}

export const RECENT_KEY = 'qy-recent';
export const RECENT_LIMIT = 10;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Exception and not-found pages are never "recently visited". */
const isExceptionRoute = (route: string): boolean =>
  route.startsWith('Exception') || route === 'NotFound';

export function readRecent(storage: StorageLike): RecentItem[] {
  try {
    const raw = JSON.parse(storage.getItem(RECENT_KEY) ?? '[]') as unknown;
    return Array.isArray(raw)
      ? raw.filter(
          (r): r is RecentItem =>
            typeof r?.route === 'string' &&
            typeof r?.title === 'string' &&
            !isExceptionRoute(r.route),
        )
      : [];
  } catch {
    return [];
  }
}

export function pushRecent(
  storage: StorageLike,
  item: Omit<RecentItem, 'at'>,
  now = Date.now(),
): RecentItem[] {
  if (isExceptionRoute(item.route)) return readRecent(storage);
  const same = (r: RecentItem) =>
    r.kind === item.kind && r.route === item.route && r.key === item.key;
  const next = [{ ...item, at: now }, ...readRecent(storage).filter((r) => !same(r))].slice(
    0,
    RECENT_LIMIT,
  );
  try {
    storage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the history, never the navigation.
  }
  return next;
}
