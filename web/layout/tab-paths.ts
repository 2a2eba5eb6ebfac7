/**
 * Where a menu link goes: the page's tab as it was left (filters, sort, page) when one is open,
 * else the route's path. The `g` keys and the palette do the same through the shell's
 * `openRoute`: a tab is one page with its state, whichever way it is reached (issue 26).
 */
import { createContext, useCallback, useContext } from 'react';

/** Route name → the open tab's URL (path and query), provided by the signed-in layout. */
export const TabPathsContext = createContext<ReadonlyMap<string, string>>(new Map());

/** `(route name, route path) → the URL a menu link opens`. */
export function useTabPath(): (name: string, path: string) => string {
  const paths = useContext(TabPathsContext);
  return useCallback((name, path) => paths.get(name) ?? path, [paths]);
}
