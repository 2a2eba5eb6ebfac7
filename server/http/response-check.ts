import type { z } from 'zod';
import type { Logger } from '../logging/logger.ts';
import type { Endpoint } from './endpoint.ts';

/** An answer that does not match its endpoint's response schema (checked under tests only). */
export class ResponseDriftError extends Error {
  override name = 'ResponseDriftError';
}

/**
 * Checks a JSON answer against the endpoint's response schema, as it goes on the wire (dates as
 * strings, undefined fields dropped). On drift it logs the issues and throws, so the request fails
 * with 500: the test that made it fails, naming the operation and the fields.
 */
export function checkResponse(ep: Endpoint, data: unknown, logger: Logger): void {
  if (!ep.response) return;
  const wire: unknown = data === undefined ? null : JSON.parse(JSON.stringify(data));
  const parsed = ep.response.safeParse(wire);
  if (parsed.success) return;
  const issues = parsed.error.issues.flatMap((i) => describe(i, [])).slice(0, 10);
  logger.error('response drift', { operation: `${ep.method} ${ep.path}`, issues });
  throw new ResponseDriftError(`${ep.method} ${ep.path} answered off its schema: ${issues.join('; ')}`);
}

/** `path: message`; a failed union reports the branch that came closest (page or cursor mode …). */
function describe(issue: z.core.$ZodIssue, prefix: PropertyKey[]): string[] {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0];
    return closest.flatMap((i) => describe(i, path));
  }
  const where = path.length > 0 ? path.map(String).join('.') : '(root)';
  const keys = issue.code === 'unrecognized_keys' ? ` [${issue.keys.join(', ')}]` : '';
  return [`${where}: ${issue.message}${keys}`];
}
