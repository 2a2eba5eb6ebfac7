/**
 * The console's whole React tree, one definition for the browser (web/main.tsx renders or hydrates
 * it) and the build's prerender of the sign-in screen (web/prerender/login-shell.tsx), so the
 * prerendered markup is what the browser's first render produces.
 */
import { StrictMode } from 'react';
import { AppProvider, type AppServices } from '../hooks/app-context.tsx';
import { App } from './app.tsx';

export function ConsoleRoot({ services }: { services: AppServices }) {
  return (
    <StrictMode>
      <AppProvider services={services}>
        <App />
      </AppProvider>
    </StrictMode>
  );
}
