import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError, Code, isAppError } from '#core/errors';
import type { AppDeps } from './http/context.ts';
import { changeSignal } from './http/change-signal.ts';
import { compressResponses } from './http/compress.ts';
import { exportLimit, type ExportLimits } from './http/export-limit.ts';
import type { Endpoint } from './http/endpoint.ts';
import { catalogueErrorOf, errorCodesOf } from './http/db-errors.ts';
import { errorEnvelope, statusOf } from './http/envelope.ts';
import { API_BASE, type HonoEnv } from './http/hono-env.ts';
import { mountEndpoints } from './http/mount.ts';
import { notServing } from './http/not-serving.ts';
import { ipOf, localeOf, requestIdOf } from './http/request-meta.ts';
import { inlineScriptHashes, securityHeaders } from './http/security-headers.ts';
import { versionHeader } from './http/version-header.ts';
import { serveConsole } from './http/static-files.ts';
import { buildOpenApiDocument } from './openapi/document.ts';
import { endpoints as registry } from './routes/registry.ts';
import { healthRoutes } from './routes/health/index.ts';
import { createAvailability } from './db/availability.ts';

export type { AppDeps } from './http/context.ts';

const MAX_BODY_BYTES = 1024 * 1024;

export interface AppOptions {
  /** The built console (dist/web); page routes fall back to its index.html. */
  staticDir?: string;
  /** Aborted at shutdown: long-lived streams end so the server can close. */
  shutdown?: AbortSignal;
  /** Concurrent CSV exports allowed (tests); defaults to EXPORT_LIMITS. */
  exportLimits?: ExportLimits;
  /** Override the endpoint list (tests); defaults to the registry. */
  endpoints?: readonly Endpoint[];
}

/** The whole HTTP app, built from injected dependencies; tests use `app.request()` without a port. */
export function createApp(deps: AppDeps, options: AppOptions = {}): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>();
  const endpoints = options.endpoints ?? registry;
  const shutdown = options.shutdown ?? new AbortController().signal;
  const availability = (deps.availability ??= createAvailability({
    logger: deps.logger,
    probe: () => deps.database.db.execute(sql`select 1`),
  }));
  shutdown.addEventListener('abort', () => availability.close());

  app.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c);
    c.set('requestId', requestId);
    c.set('locale', localeOf(c));
    c.set('ip', ipOf(c, deps.config.trustProxy ?? false));
    c.set('user', null);
    c.header('X-Request-Id', requestId);
    await next();
    const line = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      user: c.get('user')?.username ?? null,
      ip: c.get('ip'),
    };
    if (c.req.path === '/healthz' || c.req.path === '/readyz') deps.logger.debug('request', line);
    else deps.logger.info('request', line);
  });

  app.use('*', versionHeader());
  app.use(
    '*',
    securityHeaders({
      trustProxy: deps.config.trustProxy ?? false,
      scriptHashes: inlineScriptHashes(options.staticDir),
    }),
  );

  // A draining server (shutdown began) takes no new work: a request on a kept-alive connection or a
  // stream's reconnect is refused and its connection closed, so the client goes to a live instance
  // (or waits for this one's restart) instead of holding the shutdown up for its whole grace.
  app.use('*', async (c, next) => {
    if (shutdown.aborted) return notServing(c, 'draining');
    await next();
  });

  app.onError((err, c) => {
    const requestId = c.get('requestId') ?? requestIdOf(c);
    const locale = c.get('locale') ?? 'zh-CN';
    let error: AppError;
    const known = isAppError(err) ? err : catalogueErrorOf(err);
    if (known) {
      error = known;
      // An unreachable database is logged once per outage (availability), not once per request.
      if (!isAppError(err) && !availability.failed(err)) {
        deps.logger.warn('refused by the database', {
          requestId,
          path: c.req.path,
          code: known.code,
          causes: errorCodesOf(err),
        });
      }
    } else {
      deps.logger.error('unhandled error', {
        requestId,
        method: c.req.method,
        path: c.req.path,
        error:
          err instanceof Error
            ? { name: err.name, message: err.message, stack: err.stack }
            : String(err),
      });
      error = new AppError(Code.Internal);
    }
    c.header('X-Request-Id', requestId);
    if (error.code === Code.Unavailable) c.header('Retry-After', '5');
    return c.json(errorEnvelope(error, locale, requestId), statusOf(error) as 400);
  });

  // No API body is anywhere near this; a cap keeps a client from making the server buffer megabytes.
  // A GET or HEAD has no body: asking for one would make @hono/node-server build a full Request
  // (headers, URL, abort signal, body stream), which costs more than the rest of a list request.
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    // 413 and close: the rest of the body is still on the wire, so the connection cannot be reused.
    onError: (c) => {
      const error = new AppError(Code.PayloadTooLarge, { data: { maxBytes: MAX_BODY_BYTES } });
      c.header('Connection', 'close');
      return c.json(errorEnvelope(error, c.get('locale'), c.get('requestId')), 413);
    },
  });
  app.use(`${API_BASE}/*`, (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );

  app.use(`${API_BASE}/*`, compressResponses());
  // CSV exports: a few at once per credential and per instance (429100 + Retry-After beyond).
  app.use(`${API_BASE}/*`, exportLimit(options.exportLimits));

  // While the database is known to be away, API calls are refused at once (503100, Retry-After)
  // instead of each waiting on it; a probe ends the outage within a second of its return.
  app.use(`${API_BASE}/*`, async (_c, next) => {
    if (availability.down) throw new AppError(Code.Unavailable);
    await next();
  });

  app.route('/', healthRoutes(deps));

  // Built on first request, not at start (it walks every endpoint's schemas).
  let openapi: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get(`${API_BASE}/openapi.json`, (c) => c.json((openapi ??= buildOpenApiDocument(endpoints))));
  const changes = changeSignal(deps.database, deps.logger);
  shutdown.addEventListener('abort', () => void changes.close());
  mountEndpoints(app, endpoints, deps, shutdown, changes);

  app.notFound(async (c) => {
    const path = c.req.path;
    const isApi = path === API_BASE || path.startsWith(API_BASE + '/');
    if (!isApi && options.staticDir && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      const res = await serveConsole(options.staticDir, path, c.req.method, c.req.raw.headers);
      if (res) return res;
    }
    const error = new AppError(Code.RouteNotFound);
    return c.json(errorEnvelope(error, c.get('locale'), c.get('requestId')), 404);
  });

  return app;
}
