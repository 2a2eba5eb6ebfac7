import { catalogueMessages } from './catalogue-messages.ts';
import { FALLBACK_LOCALE, type Locale } from './locale.ts';
import { enUS } from './messages/en-US/index.ts';
import { zhCN } from './messages/zh-CN/index.ts';
import { i18nFrom, type I18n, type I18nOptions } from './translator.ts';

/*
 * Every message of both locales, imported statically: the server's and the CLI's translator. The
 * console never imports this module; it loads its messages by part (#core/i18n/catalogue).
 */
const LOCALE_MESSAGES: Record<Locale, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

/** en-US first so any key a locale lacks falls back to the en-US text. */
export function messagesFor(
  locale: Locale,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    ...LOCALE_MESSAGES[FALLBACK_LOCALE],
    ...catalogueMessages(FALLBACK_LOCALE),
    ...LOCALE_MESSAGES[locale],
    ...catalogueMessages(locale),
    ...extra,
  };
}

/** One locale's translator over every message (en-US fallback, error catalogue, `extra`). */
export function createI18n(locale: Locale, options: I18nOptions = {}): I18n {
  return i18nFrom(locale, messagesFor(locale, options.messages), options);
}
