import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now (follows resizes and rotation). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below this width the side menu becomes a drawer (the template's `lg` breakpoint). */
export const NARROW_QUERY = '(max-width: 991.98px)';
