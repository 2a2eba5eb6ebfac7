import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadCatalogue } from '#core/i18n/catalogue';
import { ConsoleRoot } from './app/console-root.tsx';
import { createAppServices } from './hooks/app-context.tsx';
import { loadAppStylesheet } from './lib/app-stylesheet.ts';
import { LOGIN_PATH, PRERENDERED_ATTRIBUTE } from './prerender/login-variants.ts';

const services = createAppServices(window.localStorage);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The active locale's sign-in messages (index.html preloads their chunk) before the first render,
// and off /login the whole stylesheet (the sign-in's own CSS is inline in index.html).
await Promise.all([
  loadCatalogue(services.localeRef.current, 'boot'),
  window.location.pathname === LOGIN_PATH ? null : loadAppStylesheet(),
]);

// index.html shows the sign-in screen prerendered at build time when it matches this browser's
// state (web/prerender/login-variants.ts); React then hydrates that markup instead of redrawing.
const tree = <ConsoleRoot services={services} />;
if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) hydrateRoot(root, tree);
else createRoot(root).render(tree);
