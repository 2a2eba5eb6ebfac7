import type { z } from 'zod';
import type { monthlySettlementSchema } from '../schemas/index.ts';
import type {
  CursorPage,
  Id,
  ListQuery,
  Settlement,
  SettlementPage,
  SettlementStatus,
  SettlementListTotals,
} from '../types/index.ts';
import type { ApiClient, CallInit } from './client.ts';
import { segment } from './url.ts';

export interface SettlementQuery extends ListQuery {
  status?: SettlementStatus;
  orgId?: Id;
  institutionId?: Id;
  /** Period from, `YYYY-MM-DD`, inclusive. */
  from?: string;
  /** Period to, `YYYY-MM-DD`, inclusive. */
  to?: string;
  /** Exact totals even where they are otherwise estimated (totalExact false): counts the rows. */
  exact?: boolean;
}

export type SettlementCursorPage = CursorPage<Settlement> & { totals: SettlementListTotals };

export type MonthlySettlement = z.output<typeof monthlySettlementSchema>;

/** Page mode (the console) with totals over the whole filter. */
export function listSettlements(
  client: ApiClient,
  query: SettlementQuery = {},
  init?: CallInit,
): Promise<SettlementPage> {
  const { cursor: _cursor, limit: _limit, ...pageQuery } = query;
  return client.get('/settlements', pageQuery, init);
}

/** Cursor mode (CLI, exports): pass '' as the first cursor. */
export function listSettlementsCursor(
  client: ApiClient,
  query: SettlementQuery & { cursor: string },
  init?: CallInit,
): Promise<SettlementCursorPage> {
  const { page: _page, pageSize: _pageSize, ...cursorQuery } = query;
  return client.get('/settlements', cursorQuery, init);
}

/**
 * The count and sums of a filter without its rows (estimated, `totalExact` false, unless `exact`).
 * A list's query may be passed as it is: its paging and sort are left out (the endpoint refuses
 * them), as exportCsv leaves out the paging.
 */
export function getSettlementTotals(
  client: ApiClient,
  query: SettlementQuery = {},
  init?: CallInit,
): Promise<SettlementListTotals> {
  const {
    page: _page,
    pageSize: _pageSize,
    cursor: _cursor,
    limit: _limit,
    sort: _sort,
    ...filters
  } = query;
  return client.get('/settlements/totals', filters, init);
}

export function getSettlement(
  client: ApiClient,
  settlementNo: string,
  init?: CallInit,
): Promise<Settlement> {
  return client.get(`/settlements/${segment(settlementNo)}`, undefined, init);
}

/** Sends a failed settlement back to pending (admin). */
export function retrySettlement(
  client: ApiClient,
  settlementNo: string,
  version: number,
): Promise<Settlement> {
  return client.post(`/settlements/${segment(settlementNo)}/retry`, { version });
}

/** Net settled per month and organisation. */
export function monthlySettlements(
  client: ApiClient,
  query: { from?: string; to?: string; by?: 'org' } = {},
  init?: CallInit,
): Promise<MonthlySettlement[]> {
  return client.get('/settlements/monthly', { by: 'org', ...query }, init);
}
