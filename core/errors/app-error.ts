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
  /** Values of the message's placeholders; default: the string and number fields of `data`. */
  values?: Record<string, string | number>;
  cause?: unknown;
}

/** The string and number fields of an error's data, as message values (`{cooldownSeconds}`). */
function valuesOf(data: Record<string, unknown> | undefined): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  }
  return values;
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
  /** What the message's placeholders are filled with (`{status}`, `{ms}`, …). */
  readonly values: Record<string, string | number>;

  constructor(code: number, options: AppErrorOptions = {}) {
    const known = lookupCode(code);
    const values = options.values ?? valuesOf(options.data);
    super(options.message ?? messageOf(code, 'en-US', values), { cause: options.cause });
    this.values = values;
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? known?.status ?? catalogue.Internal.status;
    if (options.fields) this.fields = options.fields;
    if (options.requestId) this.requestId = options.requestId;
    if (options.data) this.data = options.data;
  }

  /** The catalogue message in a locale (falls back to the carried message for unknown codes). */
  localized(locale: Locale): string {
    return lookupCode(this.code) ? messageOf(this.code, locale, this.values) : this.message;
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
