import { createClient, createMemoryTokenStore, type ClientOptions } from '#core/api';

/** The API's base path (the client's default, seed §7). */
export const API = '/qy-sla-admin-api';

/** A URL's path and query, as the calls' expectations write them. */
export const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/** What a recorded call sent: method, path with query, body. */
export const sent = (call: { method: string; url: URL; body: string }) => [
  call.method,
  pathOf(call.url),
  call.body,
];

/** A Response carrying the API envelope. */
export function envelope(
  data: unknown,
  { code = 200000, message = 'ok', status = 200, headers = {} as Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify({ code, message, data }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** A fake transport that records every request and answers through `handler`. */
export function fakeTransport(handler: (request: Request) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetch = async (request: Request) => {
    const body = request.body ? await request.clone().text() : '';
    calls.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body,
    });
    return handler(request);
  };
  return { calls, fetch };
}

/** A real client over a fake transport, with a memory token store. */
export function clientWith(
  handler: (request: Request) => Response | Promise<Response>,
  options: Partial<ClientOptions> & { token?: string | null } = {},
) {
  const transport = fakeTransport(handler);
  const tokenStore = options.tokenStore ?? createMemoryTokenStore(options.token ?? null);
  const client = createClient({
    origin: 'http://api.test',
    ...options,
    tokenStore,
    fetch: transport.fetch,
  });
  return { client, tokenStore, calls: transport.calls };
}

/** A transport that never answers until the request's signal aborts (then rejects like fetch). */
export function hangingUntilAborted(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const fail = () => reject(new DOMException('This operation was aborted', 'AbortError'));
    if (request.signal.aborted) fail();
    else request.signal.addEventListener('abort', fail, { once: true });
  });
}
