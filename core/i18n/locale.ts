import type { Locale } from '../errors/codes.ts';

export type { Locale };

export const SUPPORTED_LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];
/** Seed §1/§9: the locale defaults to zh-CN when nothing is stored. */
export const DEFAULT_LOCALE: Locale = 'zh-CN';
/** Seed §1: missing messages fall back to en-US. */
export const FALLBACK_LOCALE: Locale = 'en-US';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The locale to use: the stored one if supported, else zh-CN. The browser language is accepted
 * but deliberately not consulted: the seed defaults to zh-CN, not to the navigator's language.
 */
export function resolveLocale(
  stored: string | null | undefined,
  _navigatorLanguage?: string,
): Locale {
  return isSupportedLocale(stored) ? stored : DEFAULT_LOCALE;
}
