import type { MiddlewareHandler } from 'hono';
import { createHash } from 'node:crypto';
import { AppError, Code } from '#core/errors';
import { errorEnvelope } from './envelope.ts';
import type { HonoEnv } from './hono-env.ts';

export interface ExportLimits {
  /** Exports one credential (one bearer token: a session or an API token) may run at once. */
  perCredential: number;
  /** Exports this instance runs at once, all callers together. */
  total: number;
  /** What the refusal's Retry-After says, in seconds. */
  retryAfterSeconds: number;
}

/**
 * A CSV export holds a database connection and a page loop for as long as its client reads; a few
 * callers running many at once starved every list. Limits here are counted per server instance, in
 * memory (the README says so): N instances allow N times as many.
 */
const EXPORT_LIMITS: ExportLimits = { perCredential: 2, total: 4, retryAfterSeconds: 5 };

const isExport = (method: string, path: string) =>
  (method === 'GET' || method === 'HEAD') && path.endsWith('/export.csv');

/** The body as a stream that calls `release` once when it ends, fails or its reader goes away. */
function releasingBody(body: ReadableStream<Uint8Array>, release: () => void) {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await reader.read();
          if (next.done) {
            release();
            controller.close();
          } else controller.enqueue(next.value);
        } catch (error) {
          release();
          controller.error(error);
        }
      },
      async cancel(reason) {
        release();
        await reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/** Refuses an export over the limits with 429100 and Retry-After; frees its slot when its body ends. */
export function exportLimit(limits: ExportLimits = EXPORT_LIMITS): MiddlewareHandler<HonoEnv> {
  const running = new Map<string, number>();
  let total = 0;
  return async (c, next) => {
    if (!isExport(c.req.method, c.req.path)) return next();
    // The credential is the bearer token itself (hashed: no secret kept in memory); an anonymous
    // request is refused by authentication right after, its slot freed at once.
    const key = createHash('sha256')
      .update(c.req.header('authorization') ?? '')
      .digest('base64url');
    const mine = running.get(key) ?? 0;
    if (mine >= limits.perCredential || total >= limits.total) {
      c.header('Retry-After', String(limits.retryAfterSeconds));
      const error = new AppError(Code.RateLimited, {
        data: { retryAfterSeconds: limits.retryAfterSeconds },
      });
      return c.json(errorEnvelope(error, c.get('locale'), c.get('requestId')), 429);
    }
    running.set(key, mine + 1);
    total++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      total--;
      const left = (running.get(key) ?? 1) - 1;
      if (left > 0) running.set(key, left);
      else running.delete(key);
    };
    try {
      await next();
    } catch (error) {
      release();
      throw error;
    }
    const body = c.res.body;
    if (!body || c.res.status !== 200) {
      release();
      return;
    }
    c.res = new Response(releasingBody(body, release), c.res);
  };
}
