import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

/** A list view's state as it lives in the query string: filters, sort and page. */
interface UrlListState {
  page: number;
  pageSize: number;
  /** `field` or `-field`; empty for the server's default order. */
  sort: string;
  filters: Record<string, string>;
  /** The `?open=<key>` record to show in the detail drawer. */
  open: string;
}

const RESERVED = new Set(['page', 'pageSize', 'sort', 'open']);
export const DEFAULT_PAGE_SIZE = 20;

/** Reads a query string into a list state; unknown keys become filters. */
export function parseListQuery(
  search: string,
  defaults: Record<string, string> = {},
  defaultSort = '',
): UrlListState {
  const params = new URLSearchParams(search);
  const filters: Record<string, string> = { ...defaults };
  for (const [k, v] of params) if (!RESERVED.has(k)) filters[k] = v;
  for (const k of Object.keys(filters)) if (filters[k] === '') delete filters[k];
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const size = Number.parseInt(params.get('pageSize') ?? '', 10);
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    pageSize: Number.isFinite(size) && size > 0 && size <= 100 ? size : DEFAULT_PAGE_SIZE,
    // An empty `sort=` (the header cycled past descending) also means the list's own default.
    sort: params.get('sort') || defaultSort,
    filters,
    open: params.get('open') ?? '',
  };
}

/**
 * Writes a list state back to a query string. Filters equal to their default are kept explicitly
 * empty (`status=`) so a cleared default filter survives reload instead of coming back.
 */
export function formatListQuery(
  state: UrlListState,
  defaults: Record<string, string> = {},
  defaultSort = '',
): string {
  const params = new URLSearchParams();
  const keys = new Set([...Object.keys(defaults), ...Object.keys(state.filters)]);
  for (const k of [...keys].sort()) {
    const v = state.filters[k] ?? '';
    const d = defaults[k] ?? '';
    if (v === d) continue;
    params.set(k, v);
  }
  if (state.sort && state.sort !== defaultSort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  if (state.open) params.set('open', state.open);
  return params.toString();
}

/**
 * The list state as API query parameters: paging, sort and the filters with a value, without the
 * page's URL-only keys (the API refuses parameters it does not declare).
 */
export function listApiQuery(
  state: UrlListState,
  urlOnly: readonly string[] = [],
): Record<string, string | number> {
  const query: Record<string, string | number> = { page: state.page, pageSize: state.pageSize };
  if (state.sort) query.sort = state.sort;
  for (const [k, v] of Object.entries(state.filters)) if (v && !urlOnly.includes(k)) query[k] = v;
  return query;
}

interface UrlListControls extends UrlListState {
  /** Changes filters and goes back to page 1. */
  setFilters(patch: Record<string, string | undefined>): void;
  setSort(sort: string): void;
  setPage(page: number, pageSize?: number): void;
  setOpen(key: string): void;
  /** The filters as API query parameters (defaults applied, empty ones and URL-only keys dropped). */
  query: Record<string, string | number>;
}

/**
 * The list state of the page that mounted it, kept in the URL query. While the tab bar keeps this
 * page mounted but another route is showing, the last state of this page is held, not the other
 * page's query.
 */
export function useUrlListState(
  defaults: Record<string, string> = {},
  /** Keys the page keeps in its URL for itself (a live switch): never sent to the API, which refuses unknown parameters. */
  urlOnly: readonly string[] = [],
  defaultSort = '',
): UrlListControls {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const ownPath = useRef(location);
  const lastSearch = useRef(search);
  if (location === ownPath.current) lastSearch.current = search;
  const current = lastSearch.current;
  const defaultsKey = JSON.stringify(defaults);

  const state = useMemo(
    () => parseListQuery(current, JSON.parse(defaultsKey) as Record<string, string>, defaultSort),
    [current, defaultsKey, defaultSort],
  );

  const write = useCallback(
    (next: UrlListState) => {
      const qs = formatListQuery(
        next,
        JSON.parse(defaultsKey) as Record<string, string>,
        defaultSort,
      );
      navigate(qs ? `${ownPath.current}?${qs}` : ownPath.current, { replace: true });
    },
    [navigate, defaultsKey, defaultSort],
  );

  return useMemo(() => {
    return {
      ...state,
      query: listApiQuery(state, urlOnly),
      setFilters: (patch) => {
        const filters = { ...state.filters };
        for (const [k, v] of Object.entries(patch)) filters[k] = v ?? '';
        write({ ...state, filters, page: 1 });
      },
      setSort: (sort) => write({ ...state, sort, page: 1 }),
      setPage: (page, pageSize) => write({ ...state, page, pageSize: pageSize ?? state.pageSize }),
      setOpen: (open) => write({ ...state, open }),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- urlOnly is a page's constant list
  }, [state, write]);
}
