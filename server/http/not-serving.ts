/**
 * The answers of a process that is up but not serving: while the database is prepared at start
 * ('initialising') and once a shutdown began ('draining'). Both are the catalogue's 503100 with
 * `Retry-After`, so load balancers and our clients treat them like any other brief outage.
 */
import { Hono, type Context } from 'hono';
import { AppError, Code } from '#core/errors';
import { errorEnvelope } from './envelope.ts';
import type { HonoEnv } from './hono-env.ts';
import { localeOf, requestIdOf } from './request-meta.ts';

export type NotServingState = 'initialising' | 'draining';

/** Seconds a client should wait before asking again (this instance or, behind a balancer, another). */
const RETRY_AFTER_SECONDS = 5;

/**
 * 503100 naming the state in `data.status`. A draining server also closes the connection after
 * the answer, so a kept-alive client has to reconnect, which reaches a live instance.
 */
export function notServing(c: Context, state: NotServingState): Response {
  const error = new AppError(Code.Unavailable, { data: { status: state } });
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  if (state === 'draining') c.header('Connection', 'close');
  const locale = (c.get('locale') as HonoEnv['Variables']['locale'] | undefined) ?? localeOf(c);
  const requestId = (c.get('requestId') as string | undefined) ?? requestIdOf(c);
  return c.json(errorEnvelope(error, locale, requestId), 503);
}

/**
 * What the port answers between binding it and the database being ready: `/healthz` says the
 * process is up, `/readyz` and everything else say 503 "initialising".
 */
export function startingApp(): Hono {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.all('*', (c) => notServing(c, 'initialising'));
  return app;
}
