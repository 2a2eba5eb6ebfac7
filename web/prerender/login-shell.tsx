/**
 * Build-time only (bundled for Node by tools/prerender-login.ts, never shipped): renders the
 * console's own tree (ConsoleRoot) at /login, signed out, for one locale and theme, with the same
 * message parts the browser loads first. The markup is what the browser's first render produces,
 * so web/main.tsx hydrates it without redrawing.
 */
import { Router } from 'wouter';
import { prerender } from 'react-dom/static';
import { loadCatalogue, type Locale } from '#core/i18n/catalogue';
import { LOCALE_STORAGE_KEY, SETTINGS_STORAGE_KEY } from '#core/settings';
import { ConsoleRoot } from '../app/console-root.tsx';
import { createAppServices } from '../hooks/app-context.tsx';
import { LOGIN_PATH, type Theme } from './login-variants.ts';

/** A Web Storage over a Map: the state of a browser that has only a locale and a theme stored. */
function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

export async function renderLoginScreen(locale: Locale, theme: Theme): Promise<string> {
  const storage = memoryStorage({
    [LOCALE_STORAGE_KEY]: locale,
    [SETTINGS_STORAGE_KEY]: JSON.stringify({ theme }),
  });
  const services = createAppServices(storage);
  await loadCatalogue(locale, 'boot');
  // React's static renderer waits for every Suspense boundary (the lazy sign-in page) and marks
  // each completed one (`<!--$-->…<!--/$-->`) as hydrateRoot in web/main.tsx expects.
  const { prelude } = await prerender(
    <Router ssrPath={LOGIN_PATH} ssrSearch="">
      <ConsoleRoot services={services} />
    </Router>,
  );
  return new Response(prelude).text();
}
