/**
 * The tab bar's model (seed §3 "Tab entry": title, name, fullPath, query, ignoreCache). The
 * workbench is always the first tab and cannot be closed; each other visited page gets one tab,
 * keyed by route name, whose fullPath follows the page's URL (filters, sort, page) so switching
 * back restores it. `reloadKey` bumps to remount a page ("Reload").
 */
import { proxy } from 'valtio/vanilla';
import type { RouteName } from '#core/access';

export interface TabEntry {
  /** Locale key of the title. */
  title: string;
  name: RouteName;
  fullPath: string;
  query: Record<string, string>;
  ignoreCache: boolean;
  reloadKey: number;
}

export const HOME_TAB: RouteName = 'Workplace';

export interface TabRoute {
  name: RouteName;
  path: string;
  meta: { locale: string; ignoreCache?: boolean };
}

export interface TabStore {
  state: { tabs: TabEntry[] };
  /** Opens or updates the tab of a route at `fullPath` (path + search). */
  visit(route: TabRoute, fullPath: string): void;
  /** Moves a tab's remembered URL without activating it (a hidden page changed its own URL). */
  setPath(name: RouteName, fullPath: string): void;
  reload(name: RouteName): void;
  close(name: RouteName): void;
  closeOthers(name: RouteName): void;
  closeLeft(name: RouteName): void;
  closeRight(name: RouteName): void;
  closeAll(): void;
  /** The tab to show after `name` closes: its right neighbour, else its left one. */
  neighbourOf(name: RouteName): TabEntry | undefined;
}

export function queryOf(fullPath: string): Record<string, string> {
  const at = fullPath.indexOf('?');
  return at < 0 ? {} : Object.fromEntries(new URLSearchParams(fullPath.slice(at + 1)));
}

function entryFor(route: TabRoute, fullPath: string): TabEntry {
  return {
    title: route.meta.locale,
    name: route.name,
    fullPath,
    query: queryOf(fullPath),
    ignoreCache: Boolean(route.meta.ignoreCache),
    reloadKey: 0,
  };
}

export function createTabStore(home: TabRoute): TabStore {
  const state = proxy({ tabs: [entryFor(home, home.path)] });
  const closable = (t: TabEntry) => t.name !== HOME_TAB;
  const indexOf = (name: RouteName) => state.tabs.findIndex((t) => t.name === name);

  return {
    state,
    visit(route, fullPath) {
      const existing = state.tabs.find((t) => t.name === route.name);
      if (existing) {
        if (existing.fullPath !== fullPath) {
          existing.fullPath = fullPath;
          existing.query = queryOf(fullPath);
        }
        return;
      }
      state.tabs.push(entryFor(route, fullPath));
    },
    setPath(name, fullPath) {
      const tab = state.tabs.find((t) => t.name === name);
      if (tab && tab.fullPath !== fullPath) {
        tab.fullPath = fullPath;
        tab.query = queryOf(fullPath);
      }
    },
    reload(name) {
      const tab = state.tabs.find((t) => t.name === name);
      if (tab) tab.reloadKey += 1;
    },
    close(name) {
      const i = indexOf(name);
      if (i >= 0 && closable(state.tabs[i])) state.tabs.splice(i, 1);
    },
    closeOthers(name) {
      state.tabs = state.tabs.filter((t) => !closable(t) || t.name === name);
    },
    closeLeft(name) {
      const i = indexOf(name);
      state.tabs = state.tabs.filter((t, j) => !closable(t) || j >= i);
    },
    closeRight(name) {
      const i = indexOf(name);
      state.tabs = state.tabs.filter((t, j) => !closable(t) || j <= i);
    },
    closeAll() {
      state.tabs = state.tabs.filter((t) => !closable(t));
    },
    neighbourOf(name) {
      const i = indexOf(name);
      if (i < 0) return undefined;
      return state.tabs[i + 1] ?? state.tabs[i - 1];
    },
  };
}
