import type { z } from 'zod';
import { AppError, Code } from '#core/errors';
import type { Logger } from '../logging/logger.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * Checks a JSON answer against the endpoint's response schema, as it goes on the wire (dates as
 * strings, undefined fields dropped). On drift it logs the issues and refuses with 500100 carrying
 * them (`data.responseDrift`; the check runs under tests only), so the test that made the call
 * fails and names the operation and the fields.
 */
export function checkResponse(ep: Endpoint, data: unknown, logger: Logger): void {
  if (!ep.response) return;
  const wire: unknown = data === undefined ? null : JSON.parse(JSON.stringify(data));
  const parsed = ep.response.safeParse(wire);
  if (parsed.success) return;
  const issues = parsed.error.issues.flatMap((i) => describe(i, [])).slice(0, 10);
  logger.error('response drift', { operation: `${ep.method} ${ep.path}`, issues });
  throw new AppError(Code.Internal, {
    data: { responseDrift: { operation: `${ep.method} ${ep.path}`, issues } },
  });
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
