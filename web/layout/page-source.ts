import { createContext, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '#core/access';

/**
 * The pages the layout can show. The app shell owns the page registry (it imports every feature)
 * and hands it down, so the layout never imports the app: imports run app → layout → components.
 */
export interface PageSource {
  /** The lazy page of a route, or null when the console has no screen for it. */
  pageFor(name: RouteName): LazyExoticComponent<ComponentType> | null;
  /** Whether the console has a screen for a route (menus leave the others out). */
  hasPage(name: RouteName): boolean;
  /** Starts downloading a page's chunk without rendering it (menu hover). */
  preloadPage(name: RouteName): void;
}

export const PageSourceContext = createContext<PageSource | null>(null);

export function usePageSource(): PageSource {
  const pages = useContext(PageSourceContext);
  if (!pages) throw new Error('usePageSource must be used inside the signed-in shell');
  return pages;
}
