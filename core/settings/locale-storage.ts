import { resolveLocale, type Locale } from '../i18n/locale.ts';
import type { SettingsStorage } from './store.ts';

/** Seed: the locale lives in local storage on its own, under the template's key. */
export const LOCALE_STORAGE_KEY = 'arco-locale';

/** The stored locale if supported, else zh-CN. */
export function loadLocale(storage: Pick<SettingsStorage, 'getItem'> | undefined): Locale {
  return resolveLocale(storage?.getItem(LOCALE_STORAGE_KEY) ?? null);
}

/** Stores a locale (unsupported values store the default) and returns what was stored. */
export function saveLocale(storage: Pick<SettingsStorage, 'setItem'>, locale: string): Locale {
  const resolved = resolveLocale(locale);
  storage.setItem(LOCALE_STORAGE_KEY, resolved);
  return resolved;
}
