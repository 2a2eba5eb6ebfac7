import type { DepositsListOptions } from './list.ts';

/** The API query of the list's filters (the list and its CSV export). */
export function depositsQuery(opts: DepositsListOptions) {
  return {
    status: opts.status,
    institutionId: opts.institutionId,
    sort: opts.sort,
    q: opts.query,
    shortfall: opts.shortfall ? true : undefined,
  };
}
