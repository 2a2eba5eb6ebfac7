/**
 * Renders a piece of the console the way the app mounts it: inside an AppProvider with its own
 * services (API client, stores, translator) and a wouter router on a memory location, with the
 * locale's messages loaded first. No server: a test that needs answers passes `fetch`.
 */
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { FetchLike } from '#core/api';
import { loadConsoleCatalogue, type Locale } from '#core/i18n/catalogue';
import {
  AppProvider,
  createAppServices,
  type AppServices,
} from '../../../web/hooks/app-context.tsx';

/** No server: a call fails the way an unreachable one does. */
const offline: FetchLike = () =>
  Promise.reject(new TypeError('fetch failed: no server in component tests'));

export interface Mounted extends RenderResult {
  services: AppServices;
  user: UserEvent;
  /** Every path the router went to, the first one included. */
  paths: string[];
  /** The router's current path with its query. */
  location(): string;
}

export interface MountOptions {
  locale?: Locale;
  /** The router's starting path, query included (`/list?status=active`). */
  path?: string;
  /** Answers the API calls (./api.ts); without it every call fails as the network would. */
  fetch?: FetchLike;
}

export async function mount(ui: ReactElement, options: MountOptions = {}): Promise<Mounted> {
  const locale = options.locale ?? 'en-US';
  // Both locales: the palette and the tables read the other one's texts as search words.
  await Promise.all([loadConsoleCatalogue('en-US'), loadConsoleCatalogue('zh-CN')]);
  localStorage.setItem('arco-locale', locale);
  const services = createAppServices(localStorage, 'http://qy.test', options.fetch ?? offline);
  const [path = '/', search = ''] = (options.path ?? '/').split('?');
  const memory = memoryLocation({ path, searchPath: search, record: true });
  const user = userEvent.setup();
  // A wrapper, not a parent element: rerender() keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider services={services}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {children}
      </Router>
    </AppProvider>
  );
  const result = render(ui, { wrapper });
  return {
    ...result,
    services,
    user,
    paths: memory.history,
    location: () => memory.history.at(-1) ?? path,
  };
}
