/**
 * The console's pinyin (web/lib/pinyin-keys.ts, from the generated web/lib/pinyin-table.ts) answers
 * exactly like pinyin-pro for every zh-CN message, composes other titles per character, and ships
 * no dictionary. The table is committed: like a lockfile check, this fails when a message changed
 * and `npm run i18n:precompile` was not run.
 */
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { zhCN } from '../../../core/i18n/messages/zh-CN/index.ts';
import { pinyinKeys as pinyinPro } from '../../../core/pinyin/index.ts';
import {
  buildPinyinTables,
  PINYIN_TABLE_PATH,
  pinyinTableSource,
} from '../../../tools/pinyin-table.ts';
import { pinyinKeys } from '../../../web/lib/pinyin-keys.ts';
import { pinyinExceptions, pinyinReadings } from '../../../web/lib/pinyin-table.ts';

describe('web/lib/pinyin-table.ts', () => {
  it('is what the zh-CN messages give (run `npm run i18n:precompile` after changing one)', async () => {
    expect(await readFile(PINYIN_TABLE_PATH, 'utf8')).toBe(pinyinTableSource(buildPinyinTables()));
  });

  it('holds one line per character and the polyphone messages whole', () => {
    const tables = buildPinyinTables();
    expect(tables.readings.length).toBeGreaterThan(100);
    expect(pinyinReadings.split('\n').filter(Boolean)).toHaveLength(tables.readings.length);
    expect(pinyinReadings).toContain('\n重 zhong\n');
    expect(pinyinExceptions['重新登录']).toEqual(['chongxindenglu', 'cxdl']);
    expect(Object.keys(pinyinExceptions)).toHaveLength(tables.exceptions.length);
  });
});

describe("the console's pinyinKeys", () => {
  it('give every zh-CN message the keys pinyin-pro gives it, polyphones included', () => {
    const messages = Object.values(zhCN);
    expect(messages.length).toBeGreaterThan(100);
    const wrong = messages.filter((m) => {
      const got = pinyinKeys(m);
      const want = pinyinPro(m);
      return got.full !== want.full || got.initials !== want.initials;
    });
    expect(wrong).toEqual([]);
    expect(pinyinKeys('重新登录')).toEqual({ full: 'chongxindenglu', initials: 'cxdl' });
    expect(pinyinKeys('保证金')).toEqual({ full: 'baozhengjin', initials: 'bzj' });
  });

  it('compose other titles from the characters they know, and leave Latin text alone', () => {
    expect(pinyinKeys('Deposits')).toEqual({ full: '', initials: '' });
    expect(pinyinKeys('保证金 BZJ2026')).toEqual(pinyinPro('保证金 BZJ2026'));
    // A character no message uses stays itself (the server sends keys for records).
    const known = new Set(buildPinyinTables().readings.map(([c]) => c));
    const unknown = [...'鑫淼焱垚'].find((c) => !known.has(c))!;
    expect(unknown).toBeDefined();
    expect(pinyinKeys(`结算${unknown}`)).toEqual({
      full: `jiesuan${unknown}`,
      initials: `js${unknown}`,
    });
  });

  it('bundle for the browser small and without pinyin-pro', async () => {
    const result = await build({
      entryPoints: [new URL('../../../web/lib/pinyin-keys.ts', import.meta.url).pathname],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      minify: true,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((p) => p.endsWith('web/lib/pinyin-table.ts'))).toBe(true);
    expect(inputs.filter((p) => p.includes('pinyin-pro'))).toEqual([]);
    expect(result.outputFiles[0].contents.length).toBeLessThan(20_000);
  });
});
