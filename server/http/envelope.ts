import { Code, messageOf, type AppError, type Locale } from '#core/errors';

export interface EnvelopeBody {
  code: number;
  message: string;
  data: unknown;
}

export function okEnvelope(data: unknown, locale: Locale): EnvelopeBody {
  return {
    code: Code.Ok,
    message: messageOf(Code.Ok, locale),
    data: data === undefined ? null : data,
  };
}

/** The envelope of a refusal: catalogue message in the caller's locale, fields and request id in data. */
export function errorEnvelope(error: AppError, locale: Locale, requestId: string): EnvelopeBody {
  const data: Record<string, unknown> = { ...(error.data ?? {}), requestId };
  if (error.fields) data.fields = error.fields;
  return { code: error.code, message: error.localized(locale), data };
}

/** The HTTP status for an AppError (catalogue status; client-only codes fall back to 500). */
export function statusOf(error: AppError): number {
  return error.status >= 200 && error.status <= 599 ? error.status : 500;
}
