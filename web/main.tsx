import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { AppProvider, createAppServices } from './hooks/app-context.tsx';
import { loadMessages } from './lib/i18n/messages.ts';

const services = createAppServices(window.localStorage);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The active locale's sign-in messages (index.html preloads their chunk) before the first render.
await loadMessages(services.localeRef.current, 'boot');

createRoot(root).render(
  <StrictMode>
    <AppProvider services={services}>
      <App />
    </AppProvider>
  </StrictMode>,
);
