import type { SettlementsListOptions } from './list.ts';

/** The API query of the list's filters (the list and its CSV export). */
export function settlementsQuery(opts: SettlementsListOptions) {
  return {
    status: opts.status,
    orgId: opts.orgId,
    institutionId: opts.institutionId,
    from: opts.from,
    to: opts.to,
    q: opts.query,
  };
}
