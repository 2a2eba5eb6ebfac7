import type { MenuEntry } from '../types/index.ts';

type Theme = 'light' | 'dark';
type Device = 'desktop' | 'mobile';

/** Every app setting of seed §3. */
export interface AppSettings {
  theme: Theme;
  colorWeak: boolean;
  navbar: boolean;
  menu: boolean;
  topMenu: boolean;
  hideMenu: boolean;
  menuCollapse: boolean;
  footer: boolean;
  /** '#RRGGBB'; the 10 primary shades are generated from it. */
  themeColor: string;
  /** Menu width in px. */
  menuWidth: number;
  globalSettings: boolean;
  device: Device;
  tabBar: boolean;
  menuFromServer: boolean;
  /** The menu loaded from the server; session data, never persisted. */
  serverMenu: MenuEntry[];
}

/** The settings kept in storage (and in "copy settings"): everything but the server menu. */
export type PersistedSettings = Omit<AppSettings, 'serverMenu'>;

/** Seed §9 defaults. */
export const DEFAULT_SETTINGS: Readonly<AppSettings> = Object.freeze({
  theme: 'light',
  colorWeak: false,
  navbar: true,
  menu: true,
  topMenu: false,
  hideMenu: false,
  menuCollapse: false,
  footer: true,
  themeColor: '#165DFF',
  menuWidth: 220,
  globalSettings: false,
  device: 'desktop',
  tabBar: true,
  menuFromServer: true,
  serverMenu: [],
});

const BOOLEAN_KEYS = [
  'colorWeak',
  'navbar',
  'menu',
  'topMenu',
  'hideMenu',
  'menuCollapse',
  'footer',
  'globalSettings',
  'tabBar',
  'menuFromServer',
] as const satisfies readonly (keyof PersistedSettings)[];

const PERSISTED_KEYS: readonly (keyof PersistedSettings)[] = [
  'theme',
  ...BOOLEAN_KEYS,
  'themeColor',
  'menuWidth',
  'device',
];

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The persisted part of the settings, in a stable key order. */
export function persistedSettings(settings: AppSettings): PersistedSettings {
  return Object.fromEntries(PERSISTED_KEYS.map((k) => [k, settings[k]])) as PersistedSettings;
}

/**
 * Reads stored settings defensively: unknown keys and values of the wrong type are dropped,
 * so a hand-edited or old entry in storage can never break the console.
 */
export function sanitizeSettings(raw: unknown): Partial<PersistedSettings> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const input = raw as Record<string, unknown>;
  const out: Partial<PersistedSettings> = {};
  if (input.theme === 'light' || input.theme === 'dark') out.theme = input.theme;
  if (input.device === 'desktop' || input.device === 'mobile') out.device = input.device;
  if (typeof input.themeColor === 'string' && HEX_COLOR.test(input.themeColor)) {
    out.themeColor = input.themeColor;
  }
  if (Number.isInteger(input.menuWidth) && (input.menuWidth as number) > 0) {
    out.menuWidth = input.menuWidth as number;
  }
  for (const key of BOOLEAN_KEYS) {
    if (typeof input[key] === 'boolean') out[key] = input[key];
  }
  return out;
}
