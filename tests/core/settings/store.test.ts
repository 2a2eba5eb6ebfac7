import { describe, expect, it } from 'vitest';
import {
  createSettingsStore,
  DEFAULT_SETTINGS,
  LOCALE_STORAGE_KEY,
  loadLocale,
  saveLocale,
  sanitizeSettings,
  SETTINGS_STORAGE_KEY,
} from '#core/settings';
import type { MenuEntry } from '#core/types';

function memoryStorage(seed: Record<string, string> = {}) {
  const data = new Map(Object.entries(seed));
  let writes = 0;
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      writes += 1;
      data.set(k, v);
    },
    get writes() {
      return writes;
    },
    data,
  };
}

const menuEntry: MenuEntry = {
  name: 'dashboard',
  path: '',
  order: 0,
  icon: 'dashboard',
  locale: 'menu.dashboard',
  children: [],
};

describe('DEFAULT_SETTINGS', () => {
  it('equals seed §9', () => {
    expect(DEFAULT_SETTINGS).toEqual({
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
  });
});

describe('createSettingsStore', () => {
  it('starts from the defaults, then initial values', () => {
    const store = createSettingsStore({ menuWidth: 240 });
    expect(store.state.menuWidth).toBe(240);
    expect(store.state.theme).toBe('light');
    store.toggleTheme();
    expect(store.state.theme).toBe('dark');
    store.toggleTheme();
    expect(store.state.theme).toBe('light');
  });

  it('writes persisted fields on change and reads them back in a new store', () => {
    const storage = memoryStorage();
    const first = createSettingsStore({}, storage);
    first.update({ themeColor: '#F53F3F', colorWeak: true });
    first.state.menuWidth = 260;
    const stored = JSON.parse(storage.data.get(SETTINGS_STORAGE_KEY)!);
    expect(stored).toMatchObject({ themeColor: '#F53F3F', colorWeak: true, menuWidth: 260 });

    const second = createSettingsStore({ menuWidth: 200 }, storage);
    expect(second.state.themeColor).toBe('#F53F3F');
    expect(second.state.colorWeak).toBe(true);
    expect(second.state.menuWidth).toBe(260);
  });

  it('never persists the server menu', () => {
    const storage = memoryStorage();
    const store = createSettingsStore({}, storage, 'custom-key');
    store.update({ tabBar: false });
    const writes = storage.writes;
    store.update({ serverMenu: [menuEntry] });
    expect(storage.writes).toBe(writes);
    expect(storage.data.get('custom-key')).not.toContain('serverMenu');
    expect(store.copyText()).not.toContain('serverMenu');
  });

  it('resets to defaults and initial values but keeps the server menu', () => {
    const store = createSettingsStore({ footer: false });
    store.update({ theme: 'dark', menuWidth: 300, serverMenu: [menuEntry] });
    store.reset();
    expect(store.state.theme).toBe('light');
    expect(store.state.menuWidth).toBe(220);
    expect(store.state.footer).toBe(false);
    expect(store.state.serverMenu).toHaveLength(1);
  });

  it('copies the persisted settings as pretty JSON', () => {
    const store = createSettingsStore();
    const text = store.copyText();
    expect(text).toContain('\n  "theme": "light"');
    const { serverMenu: _omit, ...persisted } = DEFAULT_SETTINGS;
    expect(JSON.parse(text)).toEqual(persisted);
  });

  it('ignores broken or foreign stored values', () => {
    const broken = createSettingsStore({}, memoryStorage({ [SETTINGS_STORAGE_KEY]: '{nope' }));
    expect(broken.state.theme).toBe('light');
    const foreign = createSettingsStore(
      {},
      memoryStorage({
        [SETTINGS_STORAGE_KEY]: JSON.stringify({
          theme: 'neon',
          themeColor: 'red',
          menuWidth: -5,
          navbar: 'no',
          device: 'mobile',
          footer: false,
          serverMenu: [menuEntry],
        }),
      }),
    );
    expect(foreign.state).toMatchObject({
      theme: 'light',
      themeColor: '#165DFF',
      menuWidth: 220,
      navbar: true,
      device: 'mobile',
      footer: false,
      serverMenu: [],
    });
    expect(sanitizeSettings(null)).toEqual({});
    expect(sanitizeSettings([1])).toEqual({});
    expect(sanitizeSettings({ theme: 'dark', menuWidth: 180 })).toEqual({
      theme: 'dark',
      menuWidth: 180,
    });
  });

  it('stops writing after dispose', () => {
    const storage = memoryStorage();
    const store = createSettingsStore({}, storage);
    store.dispose();
    store.update({ theme: 'dark' });
    expect(storage.writes).toBe(0);
  });

  it('shares nothing between stores', () => {
    const a = createSettingsStore();
    const b = createSettingsStore();
    a.update({ theme: 'dark' });
    a.state.serverMenu.push(menuEntry);
    expect(b.state.theme).toBe('light');
    expect(b.state.serverMenu).toEqual([]);
    expect(DEFAULT_SETTINGS.serverMenu).toEqual([]);
  });
});

describe('locale storage', () => {
  it('loads the stored locale, else zh-CN', () => {
    expect(loadLocale(memoryStorage({ [LOCALE_STORAGE_KEY]: 'en-US' }))).toBe('en-US');
    expect(loadLocale(memoryStorage({ [LOCALE_STORAGE_KEY]: 'de-DE' }))).toBe('zh-CN');
    expect(loadLocale(memoryStorage())).toBe('zh-CN');
    expect(loadLocale(undefined)).toBe('zh-CN');
  });

  it('saves a supported locale under arco-locale', () => {
    const storage = memoryStorage();
    expect(saveLocale(storage, 'en-US')).toBe('en-US');
    expect(storage.data.get('arco-locale')).toBe('en-US');
    expect(saveLocale(storage, 'xx')).toBe('zh-CN');
    expect(loadLocale(storage)).toBe('zh-CN');
  });
});

describe('store without storage', () => {
  it('works in memory and disposes quietly', () => {
    const store = createSettingsStore();
    store.update({ menuCollapse: true });
    expect(store.state.menuCollapse).toBe(true);
    expect(() => store.dispose()).not.toThrow();
  });
});
