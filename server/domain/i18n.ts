import type { Locale } from '#core/errors';
import { createI18n, type I18n } from '#core/i18n';

const cache = new Map<Locale, I18n>();

/** core's translator for a locale (status and kind labels in exports). */
export function translator(locale: Locale): (key: string) => string {
  let i18n = cache.get(locale);
  if (!i18n) cache.set(locale, (i18n = createI18n(locale)));
  const t = i18n;
  return (key) => t.t(key);
}
