import { SERVER_DRAINING_EVENT } from '../enums/index.ts';
import { AppError, Code, isAppError, isLoginExpiredCode } from '../errors/index.ts';
import type { LogEntry } from '../types/index.ts';
import type { ApiClient } from './client.ts';
import type { LogQuery } from './logs.ts';
import { errorFromEnvelope, isEnvelope, parseJsonSafely } from './decode.ts';
import { createSseParser, type SseEvent } from './sse-parser.ts';

const LOG_STREAM_PATH = '/logs/stream';
const DEFAULT_RETRY_MS = 3000;
/** The server ends a stream whose session is gone with this event (data: the login-expired envelope). */
const SESSION_ENDED_EVENT = 'session-ended';

export interface StreamLogsOptions {
  /** The same filters as the log list. */
  query?: Omit<LogQuery, 'page' | 'pageSize' | 'cursor' | 'limit' | 'sort'>;
  /** Resume after this id (e.g. the last id a previous run printed). */
  lastEventId?: string | number;
  /** Aborting it ends the stream; streamLogs then resolves. */
  signal: AbortSignal;
  onEntry(entry: LogEntry): void;
  /** Called on each (re)connection. */
  onOpen?(): void;
  /** A drop or a transient failure; the stream reconnects after it. */
  onError?(error: AppError): void;
  /**
   * The server said it is shutting down (SERVER_DRAINING_EVENT: it refuses new streams until it
   * is gone, so a reconnect reaches another instance or the restarted one); the stream reconnects,
   * like after a drop, but this is no error. Absent: reported through onError as a drop.
   */
  onServerDraining?(): void;
  /** Delay before reconnecting, unless the server sends `retry:`. */
  retryMs?: number;
  /**
   * Reconnect when no byte (heartbeat comments included) arrives for this long: a stalled
   * connection (a proxy holding it open, a server that froze) is then noticed. Absent: never.
   */
  idleTimeoutMs?: number;
}

/** Failures that reconnecting cannot cure: the session is gone, or the request itself is refused. */
function isPermanent(error: AppError): boolean {
  if (isLoginExpiredCode(error.code)) return true;
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  return new AppError(Code.NetworkError, { message: 'Network Error', status: 0, cause: error });
}

/** The AppError an SSE event carrying the API envelope stands for (status as the catalogue says). */
function eventError(event: SseEvent): AppError {
  const body = parseJsonSafely(event.data);
  if (!isEnvelope(body))
    return new AppError(Code.RequestError, { message: 'Request Error', status: 0 });
  return errorFromEnvelope(body, new AppError(body.code).status, undefined);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

async function pump(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  push: (text: string) => void,
  idle?: { ms: number; onIdle: () => void },
) {
  const reader = body.getReader();
  // Some transports (an in-process app.fetch) do not tie the body to the request's signal.
  const cancel = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', cancel, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    if (!idle) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle.onIdle();
      cancel();
    }, idle.ms);
  };
  const decoder = new TextDecoder();
  try {
    arm();
    for (;;) {
      const { done, value } = await reader.read();
      if (done || signal.aborted) break;
      arm();
      push(decoder.decode(value, { stream: true }));
    }
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', cancel);
  }
}

/**
 * Tails the system log over SSE (fetch streaming: EventSource cannot send Authorization).
 * Reconnects with Last-Event-ID after a drop and skips ids already delivered, so there is no gap
 * and no duplicate. Resolves when the signal aborts; rejects on a login-expired or refused request.
 */
export async function streamLogs(client: ApiClient, options: StreamLogsOptions): Promise<void> {
  const { signal } = options;
  let lastId = options.lastEventId === undefined ? '' : String(options.lastEventId);
  let lastSeen = lastId === '' ? Number.NEGATIVE_INFINITY : Number(lastId);
  let retryMs = options.retryMs ?? DEFAULT_RETRY_MS;

  // Set when the server says the session is over (or reports a failure) before it closes the stream.
  let endedWith: AppError | null = null;
  let draining = false;
  const deliver = (event: SseEvent) => {
    if (event.type === SERVER_DRAINING_EVENT) {
      draining = true;
      return;
    }
    if (event.type === SESSION_ENDED_EVENT || event.type === 'error') {
      endedWith = eventError(event);
      return;
    }
    if (event.type !== 'log' && event.type !== 'message') return;
    let entry: LogEntry;
    try {
      entry = JSON.parse(event.data) as LogEntry;
    } catch (cause) {
      options.onError?.(
        new AppError(Code.RequestError, { message: 'Request Error', status: 0, cause }),
      );
      return;
    }
    const id = event.id === '' ? entry.id : Number(event.id);
    if (id <= lastSeen) return;
    lastSeen = id;
    options.onEntry(entry);
  };

  // The login-expired error a stream ended with, while the immediate reconnect that confirms it runs.
  let sessionEnded: AppError | null = null;
  while (!signal.aborted) {
    endedWith = null;
    draining = false;
    const parser = createSseParser({
      onEvent: deliver,
      onRetry: (ms) => {
        retryMs = ms;
      },
    });
    try {
      const response = await client.raw(LOG_STREAM_PATH, {
        query: options.query ?? {},
        headers: { Accept: 'text/event-stream', ...(lastId ? { 'Last-Event-ID': lastId } : {}) },
        signal,
      });
      options.onOpen?.();
      let idled = false;
      if (response.body) {
        const idle = options.idleTimeoutMs
          ? { ms: options.idleTimeoutMs, onIdle: () => (idled = true) }
          : undefined;
        await pump(
          response.body,
          signal,
          (text) => {
            parser.push(text);
            if (parser.lastEventId) lastId = parser.lastEventId;
          },
          idle,
        );
      }
      if (signal.aborted) break;
      if (idled) {
        // Nothing, not even a heartbeat, for the idle window: the connection is dead; reconnect.
        options.onError?.(
          new AppError(Code.Timeout, {
            message: `timeout of ${options.idleTimeoutMs} ms exceeded`,
            status: 0,
            values: { ms: options.idleTimeoutMs ?? 0 },
          }),
        );
        await sleep(Math.min(retryMs, 1000), signal);
        continue;
      }
      const ended = endedWith as AppError | null;
      if (ended && isLoginExpiredCode(ended.code)) {
        if (sessionEnded) throw ended;
        // Ask once more at once: the refusal then goes through the client, which clears the token and
        // calls onSessionExpired as for any other request, and the reconnect rejects with its code.
        sessionEnded = ended;
        continue;
      }
      sessionEnded = null;
      if ((draining as boolean) && !ended && options.onServerDraining) {
        options.onServerDraining();
        await sleep(retryMs, signal);
        continue;
      }
      options.onError?.(
        ended ?? new AppError(Code.NetworkError, { message: 'Network Error', status: 0 }),
      );
    } catch (error) {
      if (parser.lastEventId) lastId = parser.lastEventId;
      if (signal.aborted) break;
      const appError = toAppError(error);
      if (isPermanent(appError)) throw appError;
      if (sessionEnded) throw sessionEnded;
      options.onError?.(appError);
    }
    await sleep(retryMs, signal);
  }
}
