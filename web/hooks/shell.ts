import { createContext, useContext } from 'react';
import type { RouteDef } from '#core/access';

/** What the signed-in layout offers to the parts inside it (features get it without importing the layout). */
export interface ShellApi {
  /** The route on screen. */
  activeRoute: RouteDef;
  openPalette(): void;
  openShortcuts(): void;
  openSettings(): void;
  openProfile(): void;
  openMessages(): void;
  /** Remounts the visible page (tab "Reload", palette "Refresh"). */
  reloadPage(): void;
  /** Remounts the cached page of a route, if it has one open (the /redirect helper). */
  reloadRoute(name: RouteDef['name']): void;
  /** Shows the previous (-1) or next (+1) tab. */
  cycleTab(delta: 1 | -1): void;
  /**
   * Opens a page from the keyboard (a `g` key, the palette): its tab as it was left (filters, sort,
   * page) when one is open, else the route's path; the history entry is marked as a keyboard one.
   */
  openRoute(name: RouteDef['name'], path: string): void;
  /** Opens or closes the menu: the side menu's collapse, or the drawer on a narrow screen. */
  toggleMenu(): void;
}

export const ShellContext = createContext<ShellApi | null>(null);

export function useShell(): ShellApi {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside the signed-in layout');
  return shell;
}
