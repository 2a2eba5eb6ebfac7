import type { z } from 'zod';
import { AppError, type FieldErrors } from '../errors/app-error.ts';
import { Code, type Locale } from '../errors/codes.ts';
import { FALLBACK_LOCALE } from '../i18n/locale.ts';
import { validation as validationEnUS } from '../i18n/messages/en-US/validation.ts';
import { validation as validationZhCN } from '../i18n/messages/zh-CN/validation.ts';
import { i18nFrom, type I18n } from '../i18n/translator.ts';

/** The field key of issues about the input as a whole (no path). */
export const FORM_FIELD = '_';

/*
 * Issues are worded from the validation area alone (every key our schemas put in an issue is
 * `validation.*`), not core's full catalogues: the console runs this before any other message part
 * has loaded, and its bundle must not reach the catalogues it loads by part.
 */
const VALIDATION: Record<Locale, Record<string, string>> = {
  'en-US': validationEnUS,
  'zh-CN': validationZhCN,
};

// Translators are immutable; one per locale is built on first use and reused.
const translators = new Map<Locale, I18n>();
function translatorOf(locale: Locale): I18n {
  let i18n = translators.get(locale);
  if (!i18n) {
    i18n = i18nFrom(locale, { ...VALIDATION[FALLBACK_LOCALE], ...VALIDATION[locale] });
    translators.set(locale, i18n);
  }
  return i18n;
}

/** One validation message (`validation.*`) in `locale`, as localizeIssues words it. */
export function validationMessage(
  key: string,
  locale: Locale,
  values?: Record<string, number | string>,
): string {
  return translatorOf(locale).t(key, values);
}

type Issue = z.core.$ZodIssue;

/** Placeholder values an issue carries: bounds of min/max checks and a refine's params. */
function valuesOf(issue: Issue): Record<string, number | string> {
  const values: Record<string, number | string> = {};
  if ('minimum' in issue && issue.minimum !== undefined) values.min = Number(issue.minimum);
  if ('maximum' in issue && issue.maximum !== undefined) values.max = Number(issue.maximum);
  if (issue.code === 'custom' && issue.params) Object.assign(values, issue.params);
  return values;
}

/**
 * zod leaves `input` out of issues unless asked to report it; its default message then still
 * names what it received ('… received undefined').
 */
function isMissing(issue: Issue): boolean {
  if ('input' in issue) return issue.input === undefined;
  return /received undefined$/.test(issue.message);
}

/** A message key for issues raised by zod itself (no key of ours in `message`). */
function fallbackKey(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue) ? 'validation.required' : 'validation.invalidType';
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.tooShort';
      if (issue.origin === 'array')
        return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.tooFewItems';
      return 'validation.tooSmall';
    case 'too_big':
      if (issue.origin === 'string') return 'validation.tooLong';
      if (issue.origin === 'array') return 'validation.tooManyItems';
      return 'validation.tooBig';
    case 'invalid_value':
      return 'validation.enum';
    case 'unrecognized_keys':
      return 'validation.unknownKeys';
    default:
      return 'validation.invalid';
  }
}

/**
 * Localised per-field messages of a zod error: path joined with '.' ('' → '_'), first issue per
 * field wins. Our schemas put i18n keys in issue messages; zod's own issues map by issue code.
 */
export function localizeIssues(error: z.ZodError, locale: Locale): FieldErrors {
  const i18n = translatorOf(locale);
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || FORM_FIELD;
    if (field in fields) continue;
    const key = i18n.has(issue.message) ? issue.message : fallbackKey(issue);
    fields[field] = i18n.t(key, valuesOf(issue));
  }
  return fields;
}

/** Parses `input` with `schema`; throws AppError(ValidationFailed, { fields }) when it is refused. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  locale: Locale = 'en-US',
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError(Code.ValidationFailed, { fields: localizeIssues(result.error, locale) });
}
