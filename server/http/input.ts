import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, Code, type FieldErrors, type Locale } from '#core/errors';
import { localizeIssues } from '#core/validate';
import type { Endpoint } from './endpoint.ts';

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
  const query = parseWith(ep.query, c.req.query(), locale, errors);
  const params = parseWith(ep.params, c.req.param(), locale, errors);
  const raw = await readBody(c, ep);
  const body = parseWith(ep.form ?? ep.body, raw, locale, errors);
  if (Object.keys(errors).length > 0) {
    throw new AppError(Code.ValidationFailed, { fields: errors });
  }
  return { query, params, body };
}
