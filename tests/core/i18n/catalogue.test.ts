/**
 * Messages loaded by part (#core/i18n/catalogue), the same module code the console runs: a
 * translator holds what has loaded and nothing else, a part loads once, the store says what is in.
 */
import { describe, expect, it } from 'vitest';
import { subscribe } from 'valtio/vanilla';
import {
  catalogueState,
  createLoadedI18n,
  hasCatalogue,
  loadCatalogue,
  loadConsoleCatalogue,
} from '#core/i18n/catalogue';
import { enUS, zhCN } from '#core/i18n';

describe('loadCatalogue', () => {
  it('translates only what has loaded: boot first, then the rest, never the CLI', async () => {
    expect(createLoadedI18n('zh-CN').t('login.form.title')).toBe('login.form.title');
    await loadCatalogue('zh-CN', 'boot');
    const boot = createLoadedI18n('zh-CN');
    expect(boot.t('login.form.title')).toBe(zhCN['login.form.title']);
    // Not loaded: zh-CN's rest, and en-US under it.
    expect(boot.has('menu.dashboard')).toBe(false);
    expect(hasCatalogue('zh-CN', 'rest')).toBe(false);
    await loadConsoleCatalogue('zh-CN');
    expect(createLoadedI18n('zh-CN').t('menu.dashboard')).toBe(zhCN['menu.dashboard']);
    expect(createLoadedI18n('zh-CN').has('cli.option.server')).toBe(false);
    expect(hasCatalogue('zh-CN', 'cli')).toBe(false);
  });

  it('falls back to en-US keys once en-US has loaded, and to the error catalogue always', async () => {
    expect(createLoadedI18n('en-US').t('error.200201')).toBe('Wrong SMS verification code');
    await loadCatalogue('en-US', 'boot');
    expect(createLoadedI18n('en-US').t('login.form.title')).toBe(enUS['login.form.title']);
  });

  it('loads a part once and tells subscribers when it arrives', async () => {
    const before = catalogueState.loaded.length;
    let heard = 0;
    const stop = subscribe(catalogueState, () => (heard += 1));
    const [a, b] = [loadCatalogue('en-US', 'rest'), loadCatalogue('en-US', 'rest')];
    expect(a).toBe(b);
    await a;
    await Promise.resolve(); // valtio notifies in a microtask
    stop();
    expect(catalogueState.loaded.length).toBe(before + 1);
    expect(heard).toBe(1);
  });
});
