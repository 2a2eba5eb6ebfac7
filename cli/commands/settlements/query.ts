import type { SettlementFilters } from './filters.ts';

/** The API query of the list's filters (the list, its CSV export and its totals). */
export function settlementsQuery(opts: SettlementFilters) {
  return {
    status: opts.status,
    orgId: opts.orgId,
    institutionId: opts.institutionId,
    from: opts.from,
    to: opts.to,
    q: opts.query,
  };
}
