import { catalogue, lookupCode, messageOf, type Locale } from './codes.ts';

/** Per-field problems of a refused input: field path → message (already localised). */
export type FieldErrors = Record<string, string>;

export interface AppErrorOptions {
  message?: string;
  fields?: FieldErrors;
  requestId?: string;
  status?: number;
  /** Extra machine-readable data sent in the envelope's `data`. */
  data?: Record<string, unknown>;
  cause?: unknown;
}

/**
 * The one error type of the product. The server throws it, the envelope carries its code,
 * core's client rethrows it, the console and the CLI show its message.
 */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly fields?: FieldErrors;
  readonly requestId?: string;
  readonly data?: Record<string, unknown>;

  constructor(code: number, options: AppErrorOptions = {}) {
    const known = lookupCode(code);
    super(options.message ?? messageOf(code, 'en-US'), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? known?.status ?? catalogue.Internal.status;
    if (options.fields) this.fields = options.fields;
    if (options.requestId) this.requestId = options.requestId;
    if (options.data) this.data = options.data;
  }

  /** The catalogue message in a locale (falls back to the carried message for unknown codes). */
  localized(locale: Locale): string {
    return lookupCode(this.code) ? messageOf(this.code, locale) : this.message;
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
