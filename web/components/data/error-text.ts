import { isAppError } from '#core/errors';

type Locale = 'en-US' | 'zh-CN';

/** The message to show for a failed call: the catalogue text in the UI locale, else the error's. */
export function errorText(error: unknown, locale: Locale, fallback: string): string {
  if (isAppError(error)) return error.localized(locale);
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
