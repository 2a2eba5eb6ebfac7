import type { ZodType } from 'zod';
import type { Locale } from '#core/i18n';
import { localizeIssues } from '#core/validate';

/**
 * Runs one of core's input schemas over a form's values and returns the localised message per
 * field (empty when valid): the form shows exactly the rule texts the server would answer with.
 */
export function schemaErrors(
  schema: ZodType,
  values: unknown,
  locale: Locale,
): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success ? {} : localizeIssues(result.error, locale);
}
