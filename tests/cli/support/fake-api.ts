import type { FetchLike } from '#core/api';

export interface FakeReply {
  status?: number;
  code?: number;
  message?: string;
  data?: unknown;
}

export type FakeRoute = (
  url: URL,
  request: Request,
) => FakeReply | Response | Promise<FakeReply | Response>;

export interface FakeApi {
  fetch: FetchLike;
  /** Every request seen, for assertions on paths, queries and headers. */
  requests: Request[];
}

const BASE = '/qy-sla-admin-api';

/**
 * A server stand-in for run tests: routes are `METHOD /path` (the path after the API base);
 * replies are wrapped in the `{ code, message, data }` envelope.
 */
export function fakeApi(routes: Record<string, FakeRoute>): FakeApi {
  const requests: Request[] = [];
  const fetch: FetchLike = async (request) => {
    requests.push(request.clone());
    const url = new URL(request.url);
    const path = url.pathname.startsWith(BASE) ? url.pathname.slice(BASE.length) : url.pathname;
    const key = `${request.method} ${path}`;
    const route =
      routes[key] ??
      Object.entries(routes).find(([pattern]) => {
        const [m, p] = pattern.split(' ');
        return (
          m === request.method && new RegExp(`^${p.replace(/:[a-zA-Z]+/g, '[^/]+')}$`).test(path)
        );
      })?.[1];
    if (!route) return envelope({ status: 404, code: 404101, message: 'No such API' });
    const reply = await route(url, request);
    return reply instanceof Response ? reply : envelope(reply);
  };
  return { fetch, requests };
}

export function envelope({
  status = 200,
  code = 200000,
  message = 'ok',
  data = null,
}: FakeReply): Response {
  return new Response(JSON.stringify({ code, message, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
