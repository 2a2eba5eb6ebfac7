/**
 * The console's messages, loaded per locale and part instead of shipped whole: /login loads the
 * active locale's boot part only, the signed-in shell adds the rest, a language switch loads the
 * other locale first. In the built console core's locale catalogues
 * (core/i18n/messages/<locale>/index.ts) are the objects filled here (core/i18n/parts/loaded.ts,
 * web/build.ts), so core's createI18n reads what has been loaded; outside the build (unit tests)
 * core keeps its full catalogues.
 */
import { loadedMessages, MESSAGE_PARTS, type Locale, type MessagePart } from '#core/i18n';

const LOADERS = MESSAGE_PARTS;

const loads = new Map<string, Promise<void>>();
const done = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

export function hasMessages(locale: Locale, part: MessagePart): boolean {
  return done.has(`${locale}:${part}`);
}

/** Loads one part of a locale's messages once; listeners hear of it before the promise settles. */
export function loadMessages(locale: Locale, part: MessagePart): Promise<void> {
  const id = `${locale}:${part}`;
  let load = loads.get(id);
  if (!load) {
    load = LOADERS[locale][part]().then(
      ({ messages }) => {
        Object.assign(loadedMessages[locale], messages);
        done.add(id);
        version += 1;
        listeners.forEach((fn) => fn());
      },
      (error: unknown) => {
        loads.delete(id); // a failed chunk load may be retried
        throw error;
      },
    );
    loads.set(id, load);
  }
  return load;
}

/** Every part the console uses for a locale (a signed-in language switch, the palette's other). */
export function loadAllMessages(locale: Locale): Promise<void> {
  return Promise.all([loadMessages(locale, 'boot'), loadMessages(locale, 'rest')]).then(() => {});
}

/**
 * What the signed-in shell loads beside its chunk: the rest of the active locale and the other
 * locale whole (the palette and the shell commands search titles in both languages), so the shell's
 * first render has them all and no command is re-registered when they arrive.
 */
export function loadSignedInMessages(): Promise<void> {
  const locales = Object.keys(LOADERS) as Locale[];
  return Promise.all(locales.map(loadAllMessages)).then(() => {});
}

/** For useSyncExternalStore: a number that changes whenever messages arrive. */
export function messagesVersion(): number {
  return version;
}

export function onMessagesLoaded(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
