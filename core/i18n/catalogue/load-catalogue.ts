/**
 * The messages a browser has loaded, by locale and part (../parts/index.ts), and a translator made
 * from them. The console loads the active locale's boot part before its first render, the rest
 * with the signed-in shell, another locale before switching to it; the same code runs in Node
 * tests. What has loaded is a valtio store, so a view that translates re-renders when a part
 * arrives.
 */
import { proxy } from 'valtio/vanilla';
import { catalogueMessages } from '../catalogue-messages.ts';
import { FALLBACK_LOCALE, type Locale } from '../locale.ts';
import { MESSAGE_PARTS, type MessagePart } from '../parts/index.ts';
import { i18nFrom, type I18n, type I18nOptions } from '../translator.ts';

/** `${locale}:${part}` of every part loaded so far, in the order they arrived. */
export const catalogueState = proxy({ loaded: [] as string[] });

/** The loaded messages per locale; kept out of the proxy (thousands of keys nobody subscribes to). */
const messages: Record<Locale, Record<string, string>> = { 'en-US': {}, 'zh-CN': {} };
const loads = new Map<string, Promise<void>>();

const idOf = (locale: Locale, part: MessagePart) => `${locale}:${part}`;

export function hasCatalogue(locale: Locale, part: MessagePart): boolean {
  return catalogueState.loaded.includes(idOf(locale, part));
}

/** Loads one part of a locale's messages once; a load that failed (a chunk) may be tried again. */
export function loadCatalogue(locale: Locale, part: MessagePart): Promise<void> {
  const id = idOf(locale, part);
  let load = loads.get(id);
  if (!load) {
    load = MESSAGE_PARTS[locale][part]().then(
      (module) => {
        Object.assign(messages[locale], module.messages);
        catalogueState.loaded.push(id);
      },
      (error: unknown) => {
        loads.delete(id);
        throw error;
      },
    );
    loads.set(id, load);
  }
  return load;
}

/** The parts of a locale the console uses (a signed-in language switch, a second search language). */
export function loadConsoleCatalogue(locale: Locale): Promise<void> {
  return Promise.all([loadCatalogue(locale, 'boot'), loadCatalogue(locale, 'rest')]).then(() => {});
}

/**
 * A translator over what has loaded so far (en-US under the locale's, then the error catalogue):
 * a key of a part not loaded yet comes back as the key. Made again when `catalogueState` changes.
 */
export function createLoadedI18n(locale: Locale, options: I18nOptions = {}): I18n {
  return i18nFrom(
    locale,
    {
      ...messages[FALLBACK_LOCALE],
      ...catalogueMessages(FALLBACK_LOCALE),
      ...messages[locale],
      ...catalogueMessages(locale),
      ...options.messages,
    },
    options,
  );
}
