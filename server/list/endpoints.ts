import type { z } from 'zod';
import { listOf } from '#core/schemas';
import type { RouteName } from '#core/access';
import { endpoint, type Endpoint } from '../http/endpoint.ts';
import type { Role } from '../http/context.ts';
import { exportFrom, listFrom, type ListQuery, type ListSource } from './source.ts';

/** A resource's list: where, for whom, its name in the summaries, its query and its rows. */
export interface ListSpec<Q extends ListQuery, T extends C, C extends { id: number } = T> {
  path: string;
  menu: RouteName;
  roles?: readonly Role[];
  noun: string;
  query: z.ZodType<Q>;
  source: ListSource<Q, T, C>;
  /** The item's response schema (core/schemas): the list answers `listOf(item)`. */
  item: z.ZodType;
  /** The list's own response schema, when it carries more than the items (settlement totals). */
  response?: z.ZodType;
}

/**
 * The list endpoint and its CSV export, both from one source: `GET <path>` (page or cursor mode) and
 * `GET <path>/export.csv` (every row the filters select, in the request's locale). The export is
 * registered first so a `/:id` route of the same resource does not take it.
 */
export function listEndpoints<Q extends ListQuery, T extends C, C extends { id: number } = T>(
  spec: ListSpec<Q, T, C>,
): Endpoint[] {
  const { path, menu, roles, noun, query, source, item, response } = spec;
  return [
    endpoint({
      method: 'GET',
      path: `${path}/export.csv`,
      menu,
      roles,
      summary: `Export ${noun}s (CSV)`,
      produces: 'text/csv',
      query,
      handler: async (input, ctx) => exportFrom(ctx, source, input.query as Q),
    }),
    endpoint({
      method: 'GET',
      path,
      menu,
      roles,
      summary: `List ${noun}s`,
      query,
      response: response ?? listOf(item),
      handler: (input, ctx) => listFrom(ctx, source, input.query as Q),
    }),
  ];
}
