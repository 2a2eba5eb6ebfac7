import { createRoot, hydrateRoot } from 'react-dom/client';
import { ConsoleRoot } from './app/console-root.tsx';
import { createAppServices } from './hooks/app-context.tsx';
import { appStylesheetLoaded } from './lib/app-stylesheet.ts';
import { loadMessages } from './lib/i18n/messages.ts';
import { PRERENDERED_ATTRIBUTE } from './prerender/login-variants.ts';

const services = createAppServices(window.localStorage);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The active locale's sign-in messages (index.html preloads their chunk) and the whole stylesheet
// before the first render.
await Promise.all([loadMessages(services.localeRef.current, 'boot'), appStylesheetLoaded()]);

// index.html shows the sign-in screen prerendered at build time when it matches this browser's
// state (web/prerender/login-variants.ts); React then takes over that markup instead of redrawing.
const tree = <ConsoleRoot services={services} />;
if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) hydrateRoot(root, tree);
else createRoot(root).render(tree);
