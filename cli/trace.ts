import type { FetchLike, PlainTransport } from '#core/api';

/**
 * The request trace of `QY_DEBUG=api` or `-v`: one stderr line per request, sent or failed,
 * with method, URL, status, time and the server's request id. Request headers and bodies are
 * never written (the token travels in Authorization, the password in the sign-in body), and a
 * query value whose name says secret is masked too.
 */
export interface Tracer {
  plain(transport: PlainTransport): PlainTransport;
  fetch(transport: FetchLike): FetchLike;
}

/** `QY_DEBUG` is a comma-separated list of topics (`api`, or `all`); `-v` turns on `api`. */
export function traceWanted(env: Record<string, string | undefined>, verbose: boolean): boolean {
  const topics = (env.QY_DEBUG ?? '').split(',').map((s) => s.trim().toLowerCase());
  return verbose || topics.includes('api') || topics.includes('all') || topics.includes('1');
}

const SECRET = /token|password|secret|code|key/i;

/** The URL as the trace shows it: secret-named query values masked. */
export function traceUrl(url: string): string {
  try {
    const parsed = new URL(url);
    for (const name of [...parsed.searchParams.keys()]) {
      if (SECRET.test(name)) parsed.searchParams.set(name, '***');
    }
    return parsed.toString();
  } catch {
    return url;
  }
}

export function createTracer(write: (line: string) => void, now: () => number): Tracer {
  const line = (
    method: string,
    url: string,
    started: number,
    outcome: { status: number; requestId?: string } | { error: unknown },
  ) => {
    const ms = Math.round(now() - started);
    const head = `qy: api ${method} ${traceUrl(url)}`;
    if ('error' in outcome) {
      const cause = (outcome.error as { cause?: { code?: unknown } } | null)?.cause?.code;
      const name = (outcome.error as { name?: unknown } | null)?.name;
      write(`${head} failed after ${ms} ms (${String(cause ?? name ?? 'error')})`);
    } else {
      const id = outcome.requestId ? ` request id ${outcome.requestId}` : '';
      write(`${head} ${outcome.status} in ${ms} ms${id}`);
    }
  };
  return {
    plain: (transport) => async (request) => {
      const started = now();
      try {
        const response = await transport(request);
        line(request.method, request.url, started, {
          status: response.status,
          requestId: response.header('x-request-id'),
        });
        return response;
      } catch (error) {
        line(request.method, request.url, started, { error });
        throw error;
      }
    },
    fetch: (transport) => async (request) => {
      const started = now();
      try {
        const response = await transport(request);
        line(request.method, request.url, started, {
          status: response.status,
          requestId: response.headers.get('x-request-id') ?? undefined,
        });
        return response;
      } catch (error) {
        line(request.method, request.url, started, { error });
        throw error;
      }
    },
  };
}
