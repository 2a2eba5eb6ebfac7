/**
 * Record search against GET /search as the operator types: debounced (120 ms), and each new query
 * aborts the previous request, so a slow answer to an old query never overwrites a newer one.
 */
import { useEffect, useState } from 'react';
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

export function useRecordSearch(query: string, enabled: boolean): RecordSearch {
  const client = useApi();
  const [state, setState] = useState<RecordSearch>({ status: 'idle' });
  const q = query.trim();

  useEffect(() => {
    if (!enabled || q.length < 2) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading', query: q });
    const timer = setTimeout(() => {
      searchRecords(client, q, 10, { signal: controller.signal })
        .then((hits) => setState({ status: 'done', query: q, hits }))
        .catch((error: unknown) => {
          claimError(error); // shown on the palette's status line, not toasted per keystroke
          if (!controller.signal.aborted) setState({ status: 'error', query: q, error });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, q, enabled]);

  return state;
}
