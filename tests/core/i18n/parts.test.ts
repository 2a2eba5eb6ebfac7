import { describe, expect, it } from 'vitest';
import { enUS, MESSAGE_PARTS, zhCN, type Locale } from '#core/i18n';

describe('message parts (what the console loads per locale)', () => {
  for (const [locale, all] of [
    ['en-US', enUS],
    ['zh-CN', zhCN],
  ] as [Locale, Record<string, string>][]) {
    it(`${locale}: boot + rest hold every key but the CLI's, each once`, async () => {
      const boot = (await MESSAGE_PARTS[locale].boot()).messages;
      const rest = (await MESSAGE_PARTS[locale].rest()).messages;
      const overlap = Object.keys(boot).filter((k) => k in rest);
      expect(overlap).toEqual([]);
      const expected = Object.keys(all)
        .filter((k) => !k.startsWith('cli.'))
        .sort();
      expect(Object.keys({ ...boot, ...rest }).sort()).toEqual(expected);
      for (const [key, text] of Object.entries({ ...boot, ...rest })) expect(text).toBe(all[key]);
    });
  }

  it('boot has what /login shows', async () => {
    const boot = (await MESSAGE_PARTS['zh-CN'].boot()).messages;
    for (const key of ['login.form.title', 'shell.loading', 'validation.required', 'common.ok'])
      expect(boot, key).toHaveProperty([key]);
  });
});
