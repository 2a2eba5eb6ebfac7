import { ofetch, type FetchResponse } from 'ofetch';
import { Code, isAppError, isLoginExpiredCode } from '../errors/index.ts';
import type { Locale, AppError } from '../errors/index.ts';
import {
  errorFromEnvelope,
  httpStatusError,
  isEnvelope,
  notAnEnvelopeError,
  parseJsonSafely,
  transportError,
} from './decode.ts';
import { createSessionExpiry } from './session-expiry.ts';
import {
  adaptFetch,
  linkSignal,
  type FetchLike,
  type PlainResponse,
  type PlainTransport,
} from './transport.ts';
import type { TokenStore } from './token-store.ts';
import { joinUrl, toQueryString } from './url.ts';

export type { FetchLike, PlainRequest, PlainTransport } from './transport.ts';

const DEFAULT_BASE_PATH = '/qy-sla-admin-api';

export interface ClientOptions {
  /** '' (same origin) by default; e.g. 'http://127.0.0.1:8080'. */
  origin?: string;
  /** Default '/qy-sla-admin-api' (seed §7). */
  basePath?: string;
  tokenStore: TokenStore;
  /** Injectable transport: tests pass the server's `app.fetch`. */
  fetch?: FetchLike;
  /** Decoded calls go through this instead of `fetch` when given (see PlainTransport). */
  plain?: PlainTransport;
  /** Called once when the session is lost (the login-expired family of seed §8). */
  onSessionExpired?: (error: AppError) => void;
  /** Sent as Accept-Language so the server answers in the user's language. */
  locale?: () => Locale;
  /** Extra headers on every request (e.g. X-Client: qy-cli). */
  headers?: Record<string, string>;
  /**
   * Called for every failed call (seed §8: one place announces errors) except the login-expired
   * family (onSessionExpired's), requests the caller aborted, and calls made with notifyError: false.
   */
  onError?: (error: AppError, request: { method: string; path: string }) => void;
  /** Called after every successful call that may change data (any method but GET), e.g. so the
   * console can refresh what such a change ends (a decided request's to-do). */
  onChanged?: (request: { method: string; path: string }) => void;
}

export interface CallInit {
  signal?: AbortSignal;
  /** Milliseconds; the seed's client has none, so only callers that ask get one. */
  timeout?: number;
  /** false: clear the token on a login-expired answer but do not call onSessionExpired (logout). */
  notifySessionExpired?: boolean;
  /** false: this caller reports the failure itself, so onError is not called (e.g. as-you-type search). */
  notifyError?: boolean;
  /** Extra request headers of this call (`qy api -H`); they win over the client's own. */
  headers?: Record<string, string>;
}

interface RawInit extends CallInit {
  query?: Record<string, unknown>;
  method?: string;
  /** A JSON body (`qy api -i` on a POST). */
  body?: unknown;
}

export interface ApiClient {
  get<T>(path: string, query?: Record<string, unknown>, init?: CallInit): Promise<T>;
  /** JSON body. */
  post<T>(path: string, body?: unknown, init?: CallInit): Promise<T>;
  /** application/x-www-form-urlencoded body (the seed's sign-in and SMS calls). */
  postForm<T>(path: string, form: Record<string, string>, init?: CallInit): Promise<T>;
  put<T>(path: string, body?: unknown, init?: CallInit): Promise<T>;
  del<T>(path: string, body?: unknown, init?: CallInit): Promise<T>;
  /** Raw streaming access (SSE, CSV export): auth headers applied, non-2xx decoded into AppError, body left unread. */
  raw(path: string, init?: RawInit): Promise<Response>;
  /** Absolute (or same-origin relative) URL including the base path; empty query values dropped. */
  url(path: string, query?: Record<string, unknown>): string;
  /** Re-arms the once-only onSessionExpired hook (after a new sign-in). */
  resetSessionExpiry(): void;
  /** The store the client reads the bearer token from. */
  readonly tokenStore: TokenStore;
}

interface SendSpec extends RawInit {
  body?: unknown;
  form?: Record<string, string>;
  /** Return the Response with its body unread instead of decoding the envelope. */
  stream?: boolean;
}

/** Creates the API client (seed §7): bearer token, JSON, no timeout, envelope decoding. */
export function createClient(options: ClientOptions): ApiClient {
  const origin = options.origin ?? '';
  const basePath = options.basePath ?? DEFAULT_BASE_PATH;
  const { tokenStore } = options;
  const transport = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  // retry off: ofetch would repeat a failed GET, the seed's client does not.
  const $fetch = ofetch.create(
    { retry: false, ignoreResponseError: true },
    { fetch: adaptFetch(transport) },
  );
  const session = createSessionExpiry(tokenStore, options.onSessionExpired);

  const url = (path: string, query?: Record<string, unknown>) =>
    `${joinUrl(origin, basePath, path)}${toQueryString(query)}`;

  function headersFor(spec: SendSpec, token: string | null): Record<string, string> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.locale) headers['Accept-Language'] = options.locale();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (spec.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    return { ...headers, ...spec.headers };
  }

  function fail(error: AppError, sentToken: string | null, spec: SendSpec): never {
    if (isLoginExpiredCode(error.code)) {
      session.expired(error, sentToken, spec.notifySessionExpired !== false);
    }
    throw error;
  }

  function report(error: unknown, method: string, path: string, spec: SendSpec): void {
    if (!options.onError || spec.notifyError === false) return;
    if (!isAppError(error) || isLoginExpiredCode(error.code)) return;
    if (error.code === Code.RequestAborted) return;
    options.onError(error, { method, path });
  }

  async function send(method: string, path: string, spec: SendSpec): Promise<unknown> {
    try {
      const data = await sendOnce(method, path, spec);
      if (method !== 'GET') options.onChanged?.({ method, path });
      return data;
    } catch (error) {
      report(error, method, path, spec);
      throw error;
    }
  }

  /** The same call as sendOnce over a PlainTransport: body encoded as ofetch would. */
  async function sendPlain(
    plain: PlainTransport,
    method: string,
    path: string,
    spec: SendSpec,
  ): Promise<unknown> {
    const sentToken = tokenStore.get();
    const headers = headersFor(spec, sentToken);
    let body: string | undefined;
    if (spec.form) body = new URLSearchParams(spec.form).toString();
    else if (spec.body !== undefined && method !== 'GET') {
      body = JSON.stringify(spec.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const link = linkSignal(spec.signal, spec.timeout);
    let response: PlainResponse;
    try {
      response = await plain({
        method,
        url: url(path, spec.query),
        headers,
        body,
        signal: link.signal,
      });
    } catch (error) {
      throw transportError(error, {
        aborted: spec.signal?.aborted ?? false,
        ...(link.timedOut() ? { timedOutAfterMs: spec.timeout } : {}),
      });
    } finally {
      link.dispose();
    }
    const { status } = response;
    return decode(
      status,
      status >= 200 && status < 300,
      response.header('x-request-id'),
      parseJsonSafely(response.text),
      sentToken,
      spec,
      url(path),
    );
  }

  function decode(
    status: number,
    ok: boolean,
    requestId: string | undefined,
    body: unknown,
    sentToken: string | null,
    spec: SendSpec,
    requestUrl: string,
  ): unknown {
    if (isEnvelope(body)) {
      if (ok && body.code === Code.Ok) return body.data;
      if (body.code !== Code.Ok) fail(errorFromEnvelope(body, status, requestId), sentToken, spec);
    }
    throw ok
      ? notAnEnvelopeError(status, requestId, requestUrl)
      : httpStatusError(status, requestId);
  }

  async function sendOnce(method: string, path: string, spec: SendSpec): Promise<unknown> {
    if (options.plain && !spec.stream) return sendPlain(options.plain, method, path, spec);
    const sentToken = tokenStore.get();
    const link = linkSignal(spec.signal, spec.timeout);
    let response: FetchResponse<unknown>;
    try {
      response = await $fetch.raw(url(path, spec.query), {
        method,
        headers: headersFor(spec, sentToken),
        body: (spec.form ?? spec.body) as Record<string, unknown> | undefined,
        signal: link.signal,
        ...(spec.stream ? { responseType: 'stream' as const } : {}),
      });
    } catch (error) {
      throw transportError(error, {
        aborted: spec.signal?.aborted ?? false,
        ...(link.timedOut() ? { timedOutAfterMs: spec.timeout } : {}),
      });
    } finally {
      link.dispose();
    }

    const { status, ok } = response;
    const requestId = response.headers.get('x-request-id') ?? undefined;
    if (spec.stream && ok) return response;
    const body = spec.stream ? parseJsonSafely(await response.text()) : response._data;
    return decode(status, ok, requestId, body, sentToken, spec, url(path));
  }

  return {
    tokenStore,
    url,
    get: (path, query, init) => send('GET', path, { ...init, query }) as Promise<never>,
    post: (path, body, init) => send('POST', path, { ...init, body }) as Promise<never>,
    postForm: (path, form, init) => send('POST', path, { ...init, form }) as Promise<never>,
    put: (path, body, init) => send('PUT', path, { ...init, body }) as Promise<never>,
    del: (path, body, init) => send('DELETE', path, { ...init, body }) as Promise<never>,
    raw: (path, init = {}) =>
      send(init.method ?? 'GET', path, { ...init, stream: true }) as Promise<Response>,
    resetSessionExpiry: () => session.reset(),
  };
}
