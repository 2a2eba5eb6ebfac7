import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { SERVER_DRAINING_EVENT } from '#core/enums';
import { AppError, Code } from '#core/errors';
import type { AuthedCtx } from '../../http/context.ts';
import { errorEnvelope } from '../../http/envelope.ts';
import { invalidFields } from '../../http/input.ts';
import { LOG_TOPIC } from '../../logging/audit.ts';
import { tailLogs } from '../../stream/log-tail.ts';
import { ensureLogWakeups } from '../../stream/log-wakeups.ts';
import { watchSession } from '../../stream/session-watch.ts';
import { streamSessionsOf, type StreamSession } from '../../stream/stream-sessions.ts';
import type { LogFilters } from './inputs.ts';
import { maxLogId, toLogEntry } from './queries.ts';

const HEARTBEAT_MS = 15_000;
/** Log ids are a bigint sequence read as JS numbers. */
const MAX_LOG_ID = Number.MAX_SAFE_INTEGER;

/** The Last-Event-ID header as a log id; a value that is not one is refused like any bad input. */
function lastEventIdHeader(ctx: AuthedCtx): number | undefined {
  const header = ctx.http.req.header('last-event-id')?.trim();
  if (header === undefined || header === '') return undefined;
  const id = /^\d{1,16}$/.test(header) ? Number(header) : NaN;
  if (!Number.isSafeInteger(id) || id > MAX_LOG_ID) {
    throw invalidFields(['lastEventId'], ctx.locale);
  }
  return id;
}

/**
 * An API token's stream: one `api-token.use` row per stream session, written when it starts; a
 * reconnect of the same token and filters within the grace continues it (with or without
 * Last-Event-ID). Sessions are not audited per stream (their sign-in is).
 */
async function tokenStreamSession(
  ctx: AuthedCtx,
  filters: LogFilters,
): Promise<StreamSession | null> {
  const token = ctx.user.apiToken;
  if (!token) return null;
  const key = `${token.id} ${JSON.stringify(Object.entries(filters).sort())}`;
  const session = streamSessionsOf(ctx.deps).open(key, ctx.clock.now().getTime());
  if (session.isNew)
    await ctx.audit({
      module: 'auth',
      action: 'api-token.use',
      target: `GET ${ctx.http.req.path}`,
      result: 'success',
      detail: { tokenId: token.id, scope: token.scope, stream: 'opened' },
    });
  return session;
}

/** One SSE event whose data is the catalogue envelope of `error` (no internal text, ever). */
function envelopeEvent(stream: SSEStreamingApi, event: string, error: AppError, ctx: AuthedCtx) {
  return stream.writeSSE({
    event,
    data: JSON.stringify(errorEnvelope(error, ctx.locale, ctx.requestId)),
  });
}

/**
 * SSE: `event: log`, `id: <log id>`, `data: LogEntry`; resumes after Last-Event-ID; heartbeat
 * comments. The session is re-read every second: when it is signed out, expires or its user is
 * disabled or locked, the stream sends `event: session-ended` (data: the login-expired envelope)
 * and ends. A failure inside the stream is logged and sent as `event: error` with the catalogue's
 * envelope only. At shutdown it sends `event: server-draining` (the 503100 envelope) and ends.
 */
export async function streamLogs(
  filters: LogFilters,
  lastEventIdQuery: number | undefined,
  ctx: AuthedCtx,
): Promise<Response> {
  const resumeFrom = lastEventIdHeader(ctx) ?? lastEventIdQuery;
  const afterId = resumeFrom ?? (await maxLogId(ctx.db));
  await ensureLogWakeups(ctx.deps);
  const session = await tokenStreamSession(ctx, filters);
  return streamSSE(ctx.http, async (stream) => {
    const done = new AbortController();
    // The end is recorded the moment it is known, so a client's immediate reconnect continues it.
    const stop = () => {
      session?.end(ctx.clock.now().getTime());
      done.abort();
    };
    ctx.signal.addEventListener('abort', stop);
    stream.onAbort(stop);
    const heartbeat = setInterval(() => {
      void stream.write(': heartbeat\n\n').catch(stop);
    }, HEARTBEAT_MS);
    let ended: Promise<unknown> = Promise.resolve();
    // The database went away: tell the client (503100 envelope) and end; it reconnects, and is
    // answered 503100 until the database is back.
    const unwatchDb =
      ctx.deps.availability?.onChange((down) => {
        if (!down) return;
        ended = envelopeEvent(stream, 'error', new AppError(Code.Unavailable), ctx).catch(() => {});
        stop();
      }) ?? (() => {});
    // The server is shutting down: tell the client to go (it reconnects elsewhere, or to this
    // server once it is back) rather than let it find a dropped connection.
    const onDrain = () => {
      ended = envelopeEvent(
        stream,
        SERVER_DRAINING_EVENT,
        new AppError(Code.Unavailable, { data: { status: 'draining' } }),
        ctx,
      ).catch(() => {});
      stop();
    };
    if (ctx.shutdown?.aborted) onDrain();
    else ctx.shutdown?.addEventListener('abort', onDrain, { once: true });
    const unwatch = watchSession(ctx, {
      onEnded(code) {
        ended = envelopeEvent(stream, 'session-ended', new AppError(code), ctx).catch(() => {});
        stop();
      },
    });
    try {
      // Tells the client where the stream starts, so a reconnect before any event still resumes right.
      await stream.write(`: connected after ${afterId}\nretry: 2000\n\n`);
      await tailLogs({
        db: ctx.db,
        filters,
        afterId,
        signal: done.signal,
        onWake: (fn) => ctx.deps.events.on(LOG_TOPIC, fn),
        onEntries: async (rows) => {
          for (const row of rows) {
            if (done.signal.aborted) return;
            await stream.writeSSE({
              event: 'log',
              id: String(row.id),
              data: JSON.stringify(toLogEntry(row)),
            });
          }
        },
      });
      await ended;
    } catch (error) {
      const unavailable = ctx.deps.availability?.failed(error) ?? false;
      if (!unavailable)
        ctx.deps.logger.warn('log stream ended with an error', {
          requestId: ctx.requestId,
          error: error instanceof Error ? error.message : String(error),
        });
      // After an outage event the stream has already told its client.
      if (!done.signal.aborted || !unavailable)
        await envelopeEvent(
          stream,
          'error',
          new AppError(unavailable ? Code.Unavailable : Code.Internal),
          ctx,
        ).catch(() => {});
      await ended;
    } finally {
      ctx.shutdown?.removeEventListener('abort', onDrain);
      unwatchDb();
      unwatch();
      clearInterval(heartbeat);
      ctx.signal.removeEventListener('abort', stop);
      session?.end(ctx.clock.now().getTime());
    }
  });
}
