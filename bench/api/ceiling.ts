/**
 * The list's ceiling under load: the same answer (the same bytes and headers, compressed for what
 * the client accepts) served from memory, with no database, session or JSON work. Loaded like the
 * list against /healthz, it shows how far the list's ratio can go on this machine with this client:
 * the client's own work on the answer (reading, decompressing, parsing ~9 KB of JSON) and the
 * server's HTTP work on it remain.
 */
type Fetch = (request: Request) => Response | Promise<Response>;

/** Where the bench serves the remembered answer. */
export const CEILING_PATH = '/bench/list-from-memory';

interface Remembered {
  body: ArrayBuffer;
  headers: Headers;
}

/**
 * `fetch` plus CEILING_PATH, which answers what `fetch` answered for `listUrl` with the request's
 * headers (asked once per Accept-Encoding, then served from memory).
 */
export function withCeiling(fetch: Fetch, listUrl: () => string): Fetch {
  const remembered = new Map<string, Promise<Remembered>>();
  const remember = async (request: Request): Promise<Remembered> => {
    const res = await fetch(new Request(listUrl(), { headers: request.headers }));
    if (res.status !== 200) throw new Error(`list answered ${res.status}`);
    return { body: await res.arrayBuffer(), headers: new Headers(res.headers) };
  };
  return async (request) => {
    if (new URL(request.url).pathname !== CEILING_PATH) return fetch(request);
    const key = request.headers.get('accept-encoding') ?? '';
    let answer = remembered.get(key);
    if (!answer) remembered.set(key, (answer = remember(request)));
    const { body, headers } = await answer;
    return new Response(body, { headers });
  };
}
