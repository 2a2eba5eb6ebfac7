import type { z } from 'zod';
import { localizeIssues } from '#core/validate';

/** The message per field of what `schema` refuses in `input` (empty when it passes). */
export function fieldsOf(
  schema: z.ZodType,
  input: unknown,
  locale: 'en-US' | 'zh-CN' = 'en-US',
): Record<string, string> {
  const r = schema.safeParse(input);
  return r.success ? {} : localizeIssues(r.error, locale);
}
