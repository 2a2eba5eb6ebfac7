import { AppError, Code, type FieldErrors } from '../errors/index.ts';
import type { Envelope } from '../types/index.ts';

/** True when a parsed body has the shape of the API envelope `{ code, message, data }`. */
export function isEnvelope(body: unknown): body is Envelope<unknown> {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return typeof candidate.code === 'number' && ('message' in candidate || 'data' in candidate);
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The AppError an envelope with a non-success code stands for (seed §8: server message or 'Request Error'). */
export function errorFromEnvelope(
  envelope: Envelope<unknown>,
  status: number,
  headerRequestId: string | undefined,
): AppError {
  const data = asRecord(envelope.data);
  const fields = asRecord(data?.fields) as FieldErrors | undefined;
  const bodyRequestId = typeof data?.requestId === 'string' ? data.requestId : undefined;
  const requestId = bodyRequestId ?? headerRequestId;
  return new AppError(envelope.code, {
    message: envelope.message || 'Request Error',
    status,
    ...(fields ? { fields } : {}),
    ...(requestId ? { requestId } : {}),
    ...(data ? { data } : {}),
  });
}

/** A non-2xx response without an envelope (a proxy's HTML page, an empty 502). */
export function httpStatusError(status: number, requestId: string | undefined): AppError {
  return new AppError(Code.HttpStatus, {
    message: `Request failed with status code ${status}`,
    status,
    values: { status },
    ...(requestId ? { requestId } : {}),
  });
}

/**
 * A 2xx response whose body is not an envelope: the server did not answer in the contract (often
 * not a QY server at all). `url` (data.url) lets a client say where that answer came from.
 */
export function notAnEnvelopeError(
  status: number,
  requestId: string | undefined,
  url?: string,
): AppError {
  return new AppError(Code.RequestError, {
    message: 'Request Error',
    status,
    ...(requestId ? { requestId } : {}),
    ...(url ? { data: { url } } : {}),
  });
}

export interface TransportContext {
  /** The caller's signal aborted. */
  aborted: boolean;
  /** The caller's timeout elapsed (ms), if one was set and it fired. */
  timedOutAfterMs?: number;
}

function isAbortLike(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError';
}

/** Transport failures with the seed's HTTP client texts. */
export function transportError(error: unknown, context: TransportContext): AppError {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  if (context.timedOutAfterMs !== undefined) {
    const ms = context.timedOutAfterMs;
    return new AppError(Code.Timeout, {
      message: `timeout of ${ms} ms exceeded`,
      status: 0,
      // The translated message ('请求超时（{ms} 毫秒）') needs the real figure.
      data: { ms },
      values: { ms },
      cause,
    });
  }
  if (context.aborted || isAbortLike(cause) || isAbortLike(error)) {
    return new AppError(Code.RequestAborted, { message: 'Request aborted', status: 0, cause });
  }
  return new AppError(Code.NetworkError, { message: 'Network Error', status: 0, cause });
}

/** Parses a body read as text; anything that is not JSON yields undefined. */
export function parseJsonSafely(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
