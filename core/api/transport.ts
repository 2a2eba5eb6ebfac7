/**
 * The client's transports: a WHATWG fetch-like function (adapted to ofetch), or a plain one that
 * makes no Request/Response objects; and the caller's signal linked with a timeout.
 */

/** Anything that turns a Request into a Response: the global fetch or a server's `app.fetch`. */
export type FetchLike = (request: Request) => Response | Promise<Response>;

/**
 * A transport that needs no WHATWG Request/Response/Headers (the CLI's over node:http): creating
 * the first of those loads undici, ~30 ms of CPU on every short-lived `qy` run. Used for every
 * call whose answer is decoded here; `raw` (streams) still goes through `fetch`.
 */
export interface PlainRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}
export interface PlainResponse {
  status: number;
  /** A response header by its lower-case name. */
  header(name: string): string | undefined;
  text: string;
}
export type PlainTransport = (request: PlainRequest) => Promise<PlainResponse>;

function baseForRelativeUrls(): string {
  return (globalThis as { location?: { href?: string } }).location?.href ?? 'http://localhost/';
}

function abortedError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/**
 * Adapts a Request -> Response function to ofetch's (input, init) calling convention. The abort
 * race matters for in-process transports (app.fetch) that never look at the request's signal.
 */
export function adaptFetch(impl: FetchLike): typeof fetch {
  return (input, init) => {
    const target = typeof input === 'string' ? new URL(input, baseForRelativeUrls()) : input;
    const request = new Request(target, init);
    const signal = init?.signal;
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) return reject(abortedError(signal));
      const onAbort = () => reject(abortedError(signal as AbortSignal));
      signal?.addEventListener('abort', onAbort, { once: true });
      Promise.resolve()
        .then(() => impl(request))
        .then(resolve, reject)
        .finally(() => signal?.removeEventListener('abort', onAbort));
    });
  };
}

/** Links the caller's signal and an optional timeout into one signal. */
export function linkSignal(signal: AbortSignal | undefined, timeout: number | undefined) {
  if (!timeout) return { signal, timedOut: () => false, dispose: () => {} };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
}
