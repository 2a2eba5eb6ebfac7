/**
 * The console's build-time pinyin (tools/pinyin-table.ts) answers exactly like pinyin-pro for every
 * zh-CN message, composes other titles per character, and ships no dictionary.
 */
import { describe, expect, it } from 'vitest';
import { zhCN } from '../../../core/i18n/messages/zh-CN/index.ts';
import { pinyinKeys, type PinyinKeys } from '../../../core/pinyin/index.ts';
import { buildPinyinTables, pinyinModuleSource } from '../../../tools/pinyin-table.ts';

const source = pinyinModuleSource();
const browser = (await import(
  `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
)) as { pinyinKeys(text: string): PinyinKeys };

describe('build-time pinyin tables', () => {
  it('give every zh-CN message the keys pinyin-pro gives it, polyphones included', () => {
    const messages = Object.values(zhCN);
    expect(messages.length).toBeGreaterThan(100);
    const wrong = messages.filter((m) => {
      const got = browser.pinyinKeys(m);
      const want = pinyinKeys(m);
      return got.full !== want.full || got.initials !== want.initials;
    });
    expect(wrong).toEqual([]);
    expect(browser.pinyinKeys('重新登录')).toEqual({ full: 'chongxindenglu', initials: 'cxdl' });
    expect(browser.pinyinKeys('保证金')).toEqual({ full: 'baozhengjin', initials: 'bzj' });
  });

  it('compose other titles from the characters they know, and leave Latin text alone', () => {
    expect(browser.pinyinKeys('Deposits')).toEqual({ full: '', initials: '' });
    expect(browser.pinyinKeys('保证金 BZJ2026')).toEqual(pinyinKeys('保证金 BZJ2026'));
    // A character no message uses stays itself (the server sends keys for records).
    const unknown = [...'鑫淼焱垚'].find((c) => !buildPinyinTables().chars.includes(c))!;
    expect(browser.pinyinKeys(`结算${unknown}`)).toEqual({
      full: `jiesuan${unknown}`,
      initials: `js${unknown}`,
    });
  });

  it('are small and carry no dictionary', () => {
    expect(source).not.toContain('pinyin-pro');
    expect(source.length).toBeLessThan(20_000);
  });
});
