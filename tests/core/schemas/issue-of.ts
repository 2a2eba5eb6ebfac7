import type { z } from 'zod';

/** Where and why `schema` first refuses `input`: the issue's path and code (null when it parses). */
export function issueOf(
  schema: z.ZodType,
  input: unknown,
): { path: PropertyKey[]; code: string } | null {
  const r = schema.safeParse(input);
  if (r.success) return null;
  const [first] = r.error.issues;
  return { path: first.path, code: first.code };
}
