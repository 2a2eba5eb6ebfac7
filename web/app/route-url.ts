import type { NavTarget } from '#core/access';

/** A guard target as a URL: path plus its query. */
export function targetUrl(to: NavTarget): string {
  const query = new URLSearchParams(to.query ?? {}).toString();
  return query ? `${to.path}?${query}` : to.path;
}

/** `?a=1&b=2` → { a: '1', b: '2' } (last value wins). */
export function parseQuery(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search));
}
