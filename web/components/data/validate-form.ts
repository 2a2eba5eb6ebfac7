import type { ZodType } from 'zod';
import type { Locale } from '#core/i18n';
import { localizeIssues, validationMessage } from '#core/validate';

const isEmpty = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/**
 * Runs one of core's input schemas over a form's values and returns the localised message per
 * field (empty when valid): the form shows exactly the rule texts the server would answer with.
 * A field left empty says 'required' rather than the format rule it fails (issue 9): an empty
 * value that a schema refuses is a required one.
 */
export function schemaErrors(
  schema: ZodType,
  values: unknown,
  locale: Locale,
  /** false: keep each rule's own message for an empty field (the seed words some, e.g. step form). */
  genericRequired = true,
): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors = localizeIssues(result.error, locale);
  if (genericRequired && values && typeof values === 'object') {
    const record = values as Record<string, unknown>;
    for (const field of Object.keys(errors)) {
      if (field in record && isEmpty(record[field]))
        errors[field] = validationMessage('validation.required', locale);
    }
  }
  return errors;
}
