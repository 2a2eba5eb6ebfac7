import { useEffect, useRef } from 'react';
import { usePageActive } from '../../hooks/page-active.ts';

/**
 * Refetches when a cached tab is shown again, so a page whose record changed elsewhere (a form
 * saved in another tab) never shows the old state.
 */
export function useRefetchOnShow(refetch: () => void): void {
  const active = usePageActive();
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) refetch();
    wasActive.current = active;
  }, [active, refetch]);
}
