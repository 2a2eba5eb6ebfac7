/**
 * Record search against GET /search as the operator types: debounced (120 ms), and each new query
 * aborts the previous request, so a slow answer to an old query never overwrites a newer one.
 *
 * Only the server's answer is state. 'idle' and 'loading' follow from the query during render:
 * setting them from the effect re-rendered the whole palette once more on every keystroke (React
 * flushes a discrete event's effects, and their updates, before the browser paints).
 */
import { useEffect, useMemo, useState } from 'react';
import { searchRecords } from '#core/api';
import type { SearchHit } from '#core/types';
import { useApi } from '../../hooks/app-context.tsx';
import { claimError } from '../../lib/request-errors.ts';

const SEARCH_DEBOUNCE_MS = 120;

export type RecordSearch =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; hits: SearchHit[] }
  | { status: 'error'; query: string; error: unknown };

type Answer = Extract<RecordSearch, { status: 'done' | 'error' }>;

const IDLE: RecordSearch = { status: 'idle' };

export function useRecordSearch(query: string, enabled: boolean): RecordSearch {
  const client = useApi();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const q = query.trim();
  const active = enabled && q.length >= 2;
  // One object per query, so memos that depend on the search keep theirs while it loads.
  const loading = useMemo<RecordSearch>(() => ({ status: 'loading', query: q }), [q]);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchRecords(client, q, 10, { signal: controller.signal })
        .then((hits) => setAnswer({ status: 'done', query: q, hits }))
        .catch((error: unknown) => {
          claimError(error); // shown on the palette's status line, not toasted per keystroke
          if (!controller.signal.aborted) setAnswer({ status: 'error', query: q, error });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, q, active]);

  if (!active) return IDLE;
  return answer?.query === q ? answer : loading;
}
