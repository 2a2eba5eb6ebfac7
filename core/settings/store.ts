import { proxy, subscribe } from 'valtio/vanilla';
import {
  DEFAULT_SETTINGS,
  persistedSettings,
  sanitizeSettings,
  type AppSettings,
} from './model.ts';

export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const SETTINGS_STORAGE_KEY = 'qy-settings';

export interface SettingsStore {
  /** valtio proxy: read with useSnapshot in render, mutate through the actions. */
  state: AppSettings;
  update(partial: Partial<AppSettings>): void;
  toggleTheme(): void;
  /** Back to the defaults (and the factory's initial values); the server menu is kept. */
  reset(): void;
  /** The persisted settings as pretty JSON, for the drawer's "copy settings". */
  copyText(): string;
  /** Stops writing to storage. */
  dispose(): void;
}

function readStored(storage: SettingsStorage | undefined, key: string) {
  const text = storage?.getItem(key);
  if (!text) return {};
  try {
    return sanitizeSettings(JSON.parse(text));
  } catch {
    return {};
  }
}

/**
 * A settings store over a valtio/vanilla proxy. Precedence: seed defaults < `initial` < what the
 * user stored. Every change of a persisted field is written to `storage` (synchronously, so a
 * reload right after a change keeps it); the server menu is never written.
 */
export function createSettingsStore(
  initial: Partial<AppSettings> = {},
  storage?: SettingsStorage,
  key: string = SETTINGS_STORAGE_KEY,
): SettingsStore {
  const base: AppSettings = { ...DEFAULT_SETTINGS, serverMenu: [], ...initial };
  const state = proxy<AppSettings>({ ...base, ...readStored(storage, key) });

  const serialize = () => JSON.stringify(persistedSettings(state), null, 2);
  let lastWritten = storage?.getItem(key) ?? null;
  const unsubscribe = storage
    ? subscribe(
        state,
        () => {
          const text = serialize();
          // Server-menu changes alone leave the persisted text as it was: skip the write.
          if (text === lastWritten) return;
          storage.setItem(key, text);
          lastWritten = text;
        },
        true,
      )
    : () => {};

  return {
    state,
    update: (partial) => {
      Object.assign(state, partial);
    },
    toggleTheme: () => {
      state.theme = state.theme === 'light' ? 'dark' : 'light';
    },
    reset: () => {
      const { serverMenu: _keep, ...rest } = base;
      Object.assign(state, rest);
    },
    copyText: serialize,
    dispose: unsubscribe,
  };
}
