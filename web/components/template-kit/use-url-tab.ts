import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/** The active tab kept in `?tab=` so a reload, a link or the palette lands on it. */
export function useUrlTab<K extends string>(tabs: readonly K[]): [K, (next: K) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const raw = new URLSearchParams(search).get('tab');
  const tab = tabs.includes(raw as K) ? (raw as K) : tabs[0];
  const setTab = useCallback(
    (next: K) => {
      const params = new URLSearchParams(search);
      if (next === tabs[0]) params.delete('tab');
      else params.set('tab', next);
      const q = params.toString();
      navigate(q ? `${location}?${q}` : location, { replace: true });
    },
    [search, location, navigate, tabs],
  );
  return [tab, setTab];
}
