import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, Code, type FieldErrors, type Locale } from '#core/errors';
import { createI18n, type I18n } from '#core/i18n';
import { localizeIssues } from '#core/validate';
import type { Endpoint } from './endpoint.ts';
import { unknownParams } from './query-keys.ts';

const translators = new Map<Locale, I18n>();
const t = (locale: Locale, key: string) => {
  let i18n = translators.get(locale);
  if (!i18n) translators.set(locale, (i18n = createI18n(locale)));
  return i18n.t(key);
};

/** A NUL, or a UTF-16 surrogate not paired with its other half (`\p{Cs}` in unicode mode). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSTORABLE = /\u0000|\p{Cs}/u;

/**
 * Paths of strings PostgreSQL text cannot hold as sent: a NUL character, or a lone UTF-16 surrogate
 * (the drivers would store U+FFFD or fail). Such input is refused up front as invalid instead of
 * being altered or failing deep in a query.
 */
function unstorablePaths(value: unknown, path: string, out: string[], depth = 0): void {
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) out.push(path || '_');
  } else if (value && typeof value === 'object' && depth < 20) {
    for (const [k, v] of Object.entries(value)) {
      const at = path ? `${path}.${k}` : k;
      if (UNSTORABLE.test(k)) out.push(at);
      else unstorablePaths(v, at, out, depth + 1);
    }
  }
}

/** 400100 naming each field as invalid, in the caller's language. */
export function invalidFields(paths: readonly string[], locale: Locale): AppError {
  return new AppError(Code.ValidationFailed, {
    fields: Object.fromEntries(paths.map((p) => [p, t(locale, 'validation.invalid')])),
  });
}

/** 400100 naming each query parameter the endpoint does not declare, in the caller's language. */
function unknownFields(paths: readonly string[], locale: Locale): AppError {
  return new AppError(Code.ValidationFailed, {
    fields: Object.fromEntries(paths.map((p) => [p, t(locale, 'validation.unknownParam')])),
  });
}

function parseWith(
  schema: z.ZodType | undefined,
  value: unknown,
  locale: Locale,
  errors: FieldErrors,
): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  Object.assign(errors, localizeIssues(result.error, locale));
  return undefined;
}

async function readBody(c: Context, ep: Endpoint): Promise<unknown> {
  if (!ep.body && !ep.form) return undefined;
  const type = c.req.header('content-type') ?? '';
  try {
    if (
      type.includes('application/x-www-form-urlencoded') ||
      type.includes('multipart/form-data')
    ) {
      const form = await c.req.parseBody();
      // Only text fields: a file upload where text is expected is simply not that field.
      return Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string'));
    }
    const text = await c.req.text();
    if (!text.trim()) return {};
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError(Code.BadRequest);
  }
}

/** Validates query, params and body of a request against an endpoint's schemas; 400100 with every field. */
export async function readInput(
  c: Context,
  ep: Endpoint,
  locale: Locale,
): Promise<{ query: unknown; params: unknown; body: unknown }> {
  const errors: FieldErrors = {};
  const rawQuery = c.req.query();
  const rawParams = c.req.param();
  const raw = await readBody(c, ep);
  const unstorable: string[] = [];
  for (const part of [rawQuery, rawParams, raw]) unstorablePaths(part, '', unstorable);
  if (unstorable.length > 0) throw invalidFields(unstorable, locale);
  const unknown = ep.query ? unknownParams(ep.query, rawQuery) : [];
  if (unknown.length > 0) throw unknownFields(unknown, locale);
  const query = parseWith(ep.query, rawQuery, locale, errors);
  const params = parseWith(ep.params, rawParams, locale, errors);
  const body = parseWith(ep.form ?? ep.body, raw, locale, errors);
  if (Object.keys(errors).length > 0) {
    throw new AppError(Code.ValidationFailed, { fields: errors });
  }
  return { query, params, body };
}
