import type { z } from 'zod';
import type { RouteName } from '#core/access';
import type { AuthedCtx, Ctx, Role } from './context.ts';

/** A route name of core/access, '*' (any signed-in user) or 'open' (no token needed). */
export type MenuRef = RouteName | '*' | 'open';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

interface EndpointInput<QS, PS, BS, FS> {
  query: Out<QS>;
  params: Out<PS>;
  /** The JSON body, or the form-encoded body when the endpoint declares `form`. */
  body: FS extends Schema ? Out<FS> : Out<BS>;
}

export interface EndpointSpec<
  M extends MenuRef,
  QS extends Schema | undefined,
  PS extends Schema | undefined,
  BS extends Schema | undefined,
  FS extends Schema | undefined,
> {
  method: HttpMethod;
  /** Hono path under the API base, e.g. '/orgs/:id'. */
  path: string;
  menu: M;
  /** Extra role restriction on top of the menu rule (e.g. admin-only actions inside a shared page). */
  roles?: readonly Role[];
  summary: string;
  /** OpenAPI tag; defaults to the first path segment. */
  tag?: string;
  query?: QS;
  params?: PS;
  /** JSON body. */
  body?: BS;
  /** Form-encoded body (the seed's loginByCode and sms/send); JSON with the same fields is accepted too. */
  form?: FS;
  /**
   * Response `data` schema (core/schemas): the OpenAPI document publishes it and, under tests, every
   * answer is checked against it. Every JSON endpoint has one (tests/server/response-schemas.test.ts).
   */
  response?: Schema;
  /** Content type of a pass-through Response (e.g. 'text/event-stream', 'text/csv'), instead of `response`. */
  produces?: string;
  handler(
    input: EndpointInput<QS, PS, BS, FS>,
    ctx: M extends 'open' ? Ctx : AuthedCtx,
  ): Promise<unknown>;
}

/** The erased form kept in the registry. */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  menu: MenuRef;
  roles?: readonly Role[];
  summary: string;
  tag?: string;
  query?: Schema;
  params?: Schema;
  body?: Schema;
  form?: Schema;
  response?: Schema;
  produces?: string;
  handler(input: { query: unknown; params: unknown; body: unknown }, ctx: Ctx): Promise<unknown>;
}

/**
 * Declares one API endpoint. The layer authenticates, authorizes (route rule of `menu`, then `roles`),
 * validates query/params/body with the zod schemas (400100 with localized per-field messages) and only
 * then calls `handler`. A returned value is wrapped in the envelope (checked against `response` when
 * the config asks, see server/http/response-check.ts); a returned Response passes through.
 */
export function endpoint<
  M extends MenuRef,
  QS extends Schema | undefined = undefined,
  PS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
  FS extends Schema | undefined = undefined,
>(spec: EndpointSpec<M, QS, PS, BS, FS>): Endpoint {
  return spec as unknown as Endpoint;
}
