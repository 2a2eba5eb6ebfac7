import { catalogue, type Locale } from '../errors/codes.ts';

/** The error catalogue as messages keyed 'error.<code>' (e.g. 'error.404100'). */
export function catalogueMessages(locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.values(catalogue).map((entry) => [`error.${entry.code}`, entry[locale]]),
  );
}

export function errorMessageKey(code: number): string {
  return `error.${code}`;
}
