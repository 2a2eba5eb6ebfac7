import { createContext, useContext } from 'react';

/**
 * Whether the page around a component is the visible tab. Cached tabs stay mounted while hidden;
 * their hotkeys and palette commands must sleep until the tab is shown again.
 */
export const PageActiveContext = createContext(true);

export function usePageActive(): boolean {
  return useContext(PageActiveContext);
}
