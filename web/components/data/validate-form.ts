import type { ZodType } from 'zod';

/**
 * Runs a core schema over a form's values and returns the first message key per field (empty
 * when valid), so forms show the same rule texts the server would answer with.
 */
export function schemaErrors(schema: ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
