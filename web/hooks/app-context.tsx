/**
 * The console's services in one React context: the API client (core), the settings store (core,
 * persisted in localStorage), the session store, the command registry and the translator of the
 * current locale. Built once per AppProvider, never as module singletons, so tests and the palette
 * bench can mount isolated consoles.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useSnapshot } from 'valtio';
import { createClient, createStorageTokenStore, type ApiClient, type FetchLike } from '#core/api';
import type { AppError } from '#core/errors';
import {
  catalogueState,
  createLoadedI18n,
  hasCatalogue,
  loadCatalogue,
  loadConsoleCatalogue,
  type I18n,
  type Locale,
} from '#core/i18n/catalogue';
import {
  createSettingsStore,
  loadLocale,
  saveLocale,
  type AppSettings,
  type SettingsStore,
} from '#core/settings';
import type { CurrentUser } from '#core/types';
import { createCommandStore, type CommandStore } from '../lib/command-store.ts';
import { createRequestErrorAnnouncer } from '../lib/request-errors.ts';
import { createSessionStore, type SessionStore } from '../lib/session-store.ts';

export interface AppServices {
  client: ApiClient;
  settingsStore: SettingsStore;
  sessionStore: SessionStore;
  commandStore: CommandStore;
  storage: Storage;
  /** The shell sets what happens when the session is lost (the 'Confirm exit' dialog). */
  onSessionExpired: { current: ((error: AppError) => void) | null };
  /** The locale the client sends as Accept-Language; the provider keeps it current. */
  localeRef: { current: Locale };
  /** The shell sets how a failed request is announced (seed §8: the 5 s error toast). */
  onRequestError: { current: ((error: AppError) => void) | null };
  /** Listeners told after each successful change request (method + API path), e.g. the message box. */
  dataChanged: Set<(request: { method: string; path: string }) => void>;
}

interface LocaleContextValue {
  i18n: I18n;
  setLocale(locale: Locale): void;
}

const ServicesContext = createContext<AppServices | null>(null);
const LocaleContext = createContext<LocaleContextValue | null>(null);

/**
 * Creates the services of one console (exported for tests and the bench harness). `fetch` answers
 * the API calls instead of the network (the component tests' stand-in server).
 */
export function createAppServices(storage: Storage, origin = '', fetch?: FetchLike): AppServices {
  const onSessionExpired: AppServices['onSessionExpired'] = { current: null };
  const localeRef = { current: loadLocale(storage) };
  const onRequestError: AppServices['onRequestError'] = { current: null };
  const dataChanged: AppServices['dataChanged'] = new Set();
  const client = createClient({
    origin,
    ...(fetch ? { fetch } : {}),
    tokenStore: createStorageTokenStore(storage),
    onSessionExpired: (error) => onSessionExpired.current?.(error),
    locale: () => localeRef.current,
    onError: createRequestErrorAnnouncer((error) => onRequestError.current?.(error)),
    onChanged: (request) => dataChanged.forEach((fn) => fn(request)),
  });
  return {
    client,
    settingsStore: createSettingsStore({}, storage),
    sessionStore: createSessionStore(),
    commandStore: createCommandStore(),
    storage,
    onSessionExpired,
    localeRef,
    onRequestError,
    dataChanged,
  };
}

export function AppProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  const [locale, setLocaleState] = useState<Locale>(() => loadLocale(services.storage));
  // A translator is remade when more messages arrive (the signed-in part, another locale).
  const loaded = useSnapshot(catalogueState).loaded.length;
  const i18n = useMemo(() => createLoadedI18n(locale), [locale, loaded]); // eslint-disable-line react-hooks/exhaustive-deps
  const setLocale = useCallback(
    (next: Locale) => {
      // The other locale's messages load first (as much of them as the current one has), so the
      // switch never shows keys.
      const current = services.localeRef.current;
      const load = hasCatalogue(current, 'rest')
        ? loadConsoleCatalogue(next)
        : loadCatalogue(next, 'boot');
      void load.then(
        () => {
          const stored = saveLocale(services.storage, next);
          services.localeRef.current = stored;
          document.documentElement.lang = stored;
          setLocaleState(stored);
        },
        () => {}, // a chunk that failed to load leaves the language as it was
      );
    },
    [services],
  );
  const localeValue = useMemo(() => ({ i18n, setLocale }), [i18n, setLocale]);
  return (
    <ServicesContext.Provider value={services}>
      <LocaleContext.Provider value={localeValue}>{children}</LocaleContext.Provider>
    </ServicesContext.Provider>
  );
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <AppProvider>');
  return services;
}

export function useApi(): ApiClient {
  return useServices().client;
}

export interface Translator {
  t(key: string, values?: Record<string, string | number>): string;
  locale: Locale;
  formatMoney(fen: number): string;
  formatNumber(n: number): string;
  formatDate(d: Date | string | number): string;
  formatDateTime(d: Date | string | number): string;
  formatDay(day: string): string;
  formatRelative(d: Date | string | number): string;
}

export function useT(): Translator {
  const ctx = useContext(LocaleContext);
  if (!ctx) throw new Error('useT must be used inside <AppProvider>');
  const { i18n } = ctx;
  return useMemo(
    () => ({
      t: (key, values) => i18n.t(key, values),
      locale: i18n.locale,
      formatMoney: (fen) => i18n.formatMoney(fen),
      formatNumber: (n) => i18n.formatNumber(n),
      formatDate: (d) => i18n.formatDate(d),
      formatDateTime: (d) => i18n.formatDateTime(d),
      formatDay: (day) => i18n.formatDay(day),
      formatRelative: (d) => i18n.formatRelative(d),
    }),
    [i18n],
  );
}

/**
 * A translator of another locale (the palette's and the shell commands' second language for
 * search words): its messages load on first use, and the translator is remade when they arrive.
 */
export function useI18nOf(locale: Locale): I18n {
  const loaded = useSnapshot(catalogueState).loaded.length;
  useEffect(() => {
    loadConsoleCatalogue(locale).catch(() => {}); // without them the search words are the current ones
  }, [locale]);
  return useMemo(() => createLoadedI18n(locale), [locale, loaded]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** The current locale and its setter (persisted under the template's locale key). */
export function useLocale(): [Locale, (locale: Locale) => void] {
  const ctx = useContext(LocaleContext);
  if (!ctx) throw new Error('useLocale must be used inside <AppProvider>');
  return [ctx.i18n.locale, ctx.setLocale];
}

export interface SessionView {
  user: CurrentUser | null;
  /** The locally switched role. */
  role: 'admin' | 'user' | '';
  isAdmin: boolean;
}

export function useSession(): SessionView {
  const { sessionStore } = useServices();
  const snap = useSnapshot(sessionStore.state);
  return {
    user: snap.user as CurrentUser | null,
    role: snap.role,
    isAdmin: snap.role === 'admin',
  };
}

export function useSettings(): { settings: Readonly<AppSettings>; settingsStore: SettingsStore } {
  const { settingsStore } = useServices();
  const settings = useSnapshot(settingsStore.state) as Readonly<AppSettings>;
  return { settings, settingsStore };
}
