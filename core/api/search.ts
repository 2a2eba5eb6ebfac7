import type { SearchHit } from '../types/index.ts';
import type { ApiClient, CallInit } from './client.ts';

/** The server caps palette results at 20. */
const SEARCH_LIMIT_MAX = 20;

/** Record search for the command palette; only kinds whose route the caller may open come back. */
export function searchRecords(
  client: ApiClient,
  q: string,
  limit = 10,
  init?: CallInit,
): Promise<SearchHit[]> {
  return client.get('/search', { q, limit: Math.min(Math.max(1, limit), SEARCH_LIMIT_MAX) }, init);
}
