/**
 * A stand-in for the server in component tests: a FetchLike (core's injectable transport) that
 * answers the API paths a test names with the server's envelope, and anything else with a 404 the
 * client turns into a catalogue error. Each request is recorded.
 */
import type { FetchLike } from '#core/api';
import { Code } from '#core/errors';

const API = '/qy-sla-admin-api';

/** What a path answers: the envelope's data, from the request's URL. */
type Answer = (url: URL, request: Request) => unknown;

export interface FakeApi {
  fetch: FetchLike;
  /** Every request's path and query, in order (`/search?q=BZJ&limit=10`). */
  requests: string[];
}

export function fakeApi(answers: Record<string, Answer>): FakeApi {
  const requests: string[] = [];
  const fetch: FetchLike = async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(API) ? url.pathname.slice(API.length) : url.pathname;
    requests.push(path + url.search);
    const answer = answers[`${request.method} ${path}`] ?? answers[path];
    const [status, body] = answer
      ? [200, { code: Code.Ok, message: 'Success', data: await answer(url, request) }]
      : [404, { code: Code.RouteNotFound, message: 'No such API', data: null }];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, requests };
}
