import type { z } from 'zod';
import type { RouteName } from '#core/access';
import { versionBody } from '../domain/common-inputs.ts';
import type { AuthedCtx, Role } from './context.ts';
import type { Endpoint, HttpMethod } from './endpoint.ts';
import { listEndpoints, type ListSpec } from '../list/endpoints.ts';
import type { ListQuery } from '../list/source.ts';

type Schema = z.ZodType;

interface Options<B extends Schema> {
  /** The JSON body; actions default to `{ version }` (optimistic locking). */
  body?: B;
  /** Extra role restriction on top of the menu rule. */
  roles?: readonly Role[];
  /** Response `data` schema (OpenAPI, response checks); defaults to the record's. */
  response?: Schema;
}

/**
 * The endpoints of one kind of record addressed by a key in the path (`/orgs/:id`,
 * `/merchants/:merchantNo`): the record, its edit and its actions declared in a line or two each,
 * with the key's schema, the menu and the path written once; `list` adds the list and its export at
 * the base path.
 */
export function recordEndpoints<K extends string, P extends z.ZodType<Record<K, unknown>>>(spec: {
  base: string;
  key: K;
  menu: RouteName;
  params: P;
  /** The record's response schema (core/schemas): what get, create, put and actions answer unless told otherwise. */
  record: Schema;
}) {
  const { base, key, menu, params, record } = spec;
  type Key = z.output<P>[K];
  const make = <B extends Schema>(
    method: HttpMethod,
    suffix: string | null,
    summary: string,
    options: Options<B>,
    call: (key: Key, body: z.output<B>, ctx: AuthedCtx) => Promise<unknown>,
  ): Endpoint => ({
    method,
    path: suffix === null ? base : `${base}/:${key}${suffix}`,
    menu,
    summary,
    ...(suffix === null ? {} : { params }),
    ...options,
    response: options.response ?? record,
    handler: (input, ctx) =>
      call(
        (input.params as Record<K, Key> | undefined)?.[key] as Key,
        input.body as z.output<B>,
        ctx as AuthedCtx,
      ),
  });
  return {
    /** `GET base` and `GET base/export.csv` (listEndpoints) under the record's menu. */
    list: <Q extends ListQuery, T extends { id: number }>(
      list: Omit<ListSpec<Q, T>, 'path' | 'menu'>,
    ) => listEndpoints({ ...list, path: base, menu }),
    /** `GET base/:key`. */
    get: (summary: string, call: (key: Key, ctx: AuthedCtx) => Promise<unknown>) =>
      make('GET', '', summary, {}, (k, _b, ctx) => call(k, ctx)),
    /** `POST base`: creates a record from `body`. */
    create: <B extends Schema>(
      summary: string,
      body: B,
      call: (body: z.output<B>, ctx: AuthedCtx) => Promise<unknown>,
      response?: Schema,
    ) => make('POST', null, summary, { body, response }, (_k, b, ctx) => call(b, ctx)),
    /** `PUT base/:key` with `body`. */
    put: <B extends Schema>(
      summary: string,
      body: B,
      call: (key: Key, body: z.output<B>, ctx: AuthedCtx) => Promise<unknown>,
      response?: Schema,
    ) => make('PUT', '', summary, { body, response }, call),
    /** `POST base/:key/<action>`, with `{ version }` unless another body is given. */
    action: <B extends Schema = typeof versionBody>(
      action: string,
      summary: string,
      call: (key: Key, body: z.output<B>, ctx: AuthedCtx) => Promise<unknown>,
      options: Options<B> = {},
    ) =>
      make('POST', `/${action}`, summary, { body: versionBody as Schema as B, ...options }, call),
  };
}
