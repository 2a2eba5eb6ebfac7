import { describe, expect, it } from 'vitest';
import { indexEntries, looksLikeRecordNumber, rank } from '../../../web/lib/palette-rank.ts';
import { fromCommand } from '../../../web/features/palette/palette-entries.ts';

describe('palette ranking of commands', () => {
  const entries = indexEntries([
    { id: 'refresh', title: '刷新工作台数据', boost: 20 },
    { id: 'theme', title: '切换到暗色主题', keywords: ['theme', '主题', '暗色'] },
    { id: 'locale', title: '切换语言为 English', keywords: ['language', 'chinese', '中文'] },
  ]);

  it.each([
    ['zt', 'theme'],
    ['zhuti', 'theme'],
    ['chinese', 'locale'],
    ['zw', 'locale'],
  ])('puts the command whose Chinese keyword starts with %s first', (query, id) => {
    expect(rank(entries, query)[0].item.id).toBe(id);
  });
});

describe('looksLikeRecordNumber', () => {
  it.each([
    ['ST20261001000123', true],
    ['000123', true],
    ['1234', true],
    ['st2026', true],
    ['bzj2026', true],
    ['sb', false],
    ['dc', false],
    ['审核', false],
    ['123', false],
  ])('%s → %s', (query, expected) => {
    expect(looksLikeRecordNumber(query)).toBe(expected);
  });
});

describe('commands of the page on screen against global pages', () => {
  const run = () => {};
  const entries = indexEntries([
    fromCommand({ id: 'nav-error', title: '失败页', group: 'navigate', run }),
    fromCommand({
      id: 'failed-settlements',
      title: '结算失败',
      group: 'page',
      keywords: ['失败', 'failed'],
      run,
    }),
  ]);

  it("finds the page's own command by its keyword before a page whose initials start so", () => {
    expect(rank(entries, 'sb')[0].item.id).toBe('failed-settlements');
  });
});
