import type { WorkbenchFigures } from '../types/index.ts';
import type { ApiClient, CallInit } from './client.ts';

/** The workbench's business figures (pending reviews, deposit totals, this month's settlements). */
export function getWorkbench(client: ApiClient, init?: CallInit): Promise<WorkbenchFigures> {
  return client.get('/dashboard/workbench', undefined, init);
}
