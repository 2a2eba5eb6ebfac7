import type { Page } from '#core/types';
import type { ApiClient, CallInit } from '#core/api';
import { useApi } from '../../hooks/app-context.tsx';
import { useResource } from './use-resource.ts';
import { useTablePrefs } from './use-table-prefs.ts';
import { useUrlListState } from './use-url-state.ts';

interface UseListOptions<P> {
  /** Storage id of the table settings, e.g. 'deposits'. */
  id: string;
  /** Filters applied when the URL has none (e.g. `status: 'pending'` on a review queue). */
  defaults?: Record<string, string>;
  /** URL keys that are the page's own state, not filters: left out of the API calls and the export. */
  urlOnly?: readonly string[];
  /** The console's order when the URL names none (`field` / `-field`); else the server's. */
  defaultSort?: string;
  load(api: ApiClient, query: Record<string, string | number>, init: CallInit): Promise<P>;
}

/**
 * Everything a business list needs: its URL state (filters, sort, page, `?open=`), the data for
 * the current query, and the remembered table settings.
 */
export function useList<T, P extends Page<T> = Page<T>>(options: UseListOptions<P>) {
  const api = useApi();
  const url = useUrlListState(options.defaults, options.urlOnly, options.defaultSort);
  const prefs = useTablePrefs(options.id);
  const queryKey = JSON.stringify(url.query);
  const resource = useResource<P>(
    (signal) => options.load(api, url.query, { signal }),
    [api, queryKey],
  );
  return { api, url, prefs, ...resource };
}
