import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, Code, type FieldErrors, type Locale } from '#core/errors';
import { createI18n, type I18n } from '#core/i18n';
import type { Endpoint } from './endpoint.ts';

const translators = new Map<Locale, I18n>();
function i18nOf(locale: Locale): I18n {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = createI18n(locale)));
  return t;
}

/** The message key for a zod issue that does not carry one of core's validation keys. */
function fallbackKey(
  issue: z.core.$ZodIssue,
  missing: boolean,
): { key: string; values?: Record<string, number> } {
  switch (issue.code) {
    case 'invalid_type':
      return { key: missing ? 'validation.required' : 'validation.invalidType' };
    case 'too_small':
      return {
        key:
          issue.origin === 'string'
            ? 'validation.tooShort'
            : issue.origin === 'array'
              ? 'validation.tooFewItems'
              : 'validation.tooSmall',
        values: { min: Number(issue.minimum) },
      };
    case 'too_big':
      return {
        key:
          issue.origin === 'string'
            ? 'validation.tooLong'
            : issue.origin === 'array'
              ? 'validation.tooManyItems'
              : 'validation.tooBig',
        values: { max: Number(issue.maximum) },
      };
    case 'invalid_value':
      return { key: 'validation.enum' };
    case 'unrecognized_keys':
      return { key: 'validation.unknownKeys' };
    default:
      return { key: 'validation.invalid' };
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** Per-field messages (path joined with '.', first issue per field) in the caller's locale. */
export function localizeZodError(
  error: z.ZodError,
  locale: Locale,
  input?: unknown,
  prefix = '',
): FieldErrors {
  const i18n = i18nOf(locale);
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    if (path in fields) continue;
    const params = issue as unknown as { minimum?: unknown; maximum?: unknown };
    const values = {
      ...(params.minimum !== undefined ? { min: Number(params.minimum) } : {}),
      ...(params.maximum !== undefined ? { max: Number(params.maximum) } : {}),
    };
    if (i18n.has(issue.message)) {
      fields[path] = i18n.t(issue.message, values);
    } else {
      const raw = valueAt(input, issue.path);
      const f = fallbackKey(issue, raw === undefined || raw === '');
      fields[path] = i18n.t(f.key, f.values ?? values);
    }
  }
  return fields;
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
  Object.assign(errors, localizeZodError(result.error, locale, value));
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
  const query = parseWith(ep.query, c.req.query(), locale, errors);
  const params = parseWith(ep.params, c.req.param(), locale, errors);
  const raw = await readBody(c, ep);
  const body = parseWith(ep.form ?? ep.body, raw, locale, errors);
  if (Object.keys(errors).length > 0) {
    throw new AppError(Code.ValidationFailed, { fields: errors });
  }
  return { query, params, body };
}
