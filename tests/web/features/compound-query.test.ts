import { describe, expect, it } from 'vitest';
import type { SearchHit } from '#core/types';
import { createI18n } from '#core/i18n';
import {
  normalizeDateWord,
  patchOf,
  readCompound,
  type Vocabulary,
} from '../../../web/features/palette/compound-query.ts';
import { compoundEntry, listVocabulary } from '../../../web/features/palette/compound-entries.ts';
import { filterEntries } from '../../../web/features/palette/filter-entries.ts';
import { isFormOf, uniqueForms, wordForms } from '../../../web/features/palette/query-words.ts';
import type { CommandDef } from '../../../web/lib/commands.ts';

const zh = createI18n('zh-CN');
const en = createI18n('en-US');
const today = '2026-11-27';
const path = '/settleManage/settleList';

/** What the settlements list registers: its date sort commands and its export. */
const commands: CommandDef[] = [
  {
    id: 'table:sort:createdAt',
    title: zh.t('data.sort.asc', { column: '创建时间' }),
    group: 'page',
    keywords: [zh.t('data.sort.oldest'), en.t('data.sort.oldest')],
    run: () => {},
  },
  {
    id: 'table:sort:-createdAt',
    title: zh.t('data.sort.desc', { column: '创建时间' }),
    group: 'page',
    keywords: [zh.t('data.sort.newest'), en.t('data.sort.newest')],
    run: () => {},
  },
  { id: 'export:/settlements', title: '导出 CSV', group: 'page', run: () => {} },
];

function vocabFor(locale: 'zh-CN' | 'en-US', search = ''): Vocabulary {
  const [i18n, other] = locale === 'zh-CN' ? [zh, en] : [en, zh];
  const ctx = { t: i18n.t.bind(i18n), other: other.t.bind(other), path, search, navigate() {} };
  return listVocabulary(ctx, commands, today)!;
}

describe('query words', () => {
  it('reads a Chinese word by its tails in Chinese, full pinyin and initials', () => {
    const forms = wordForms(['结算失败', 'Failed', 'failed']);
    for (const typed of ['结算失败', '失败', 'shibai', 'sb', 'jssb', 'failed', 'FAILED'])
      expect(isFormOf(typed, forms), typed).toBe(true);
    expect(isFormOf('败', forms)).toBe(false);
    expect(isFormOf('fail', forms)).toBe(false);
  });

  it('drops the forms two words share', () => {
    const [pending, settled] = uniqueForms([wordForms(['待结算']), wordForms(['已结算'])]);
    expect(pending).toContain('待结算');
    expect(pending).not.toContain('结算');
    expect(settled).not.toContain('js');
  });
});

describe('compound palette query', () => {
  it.each([
    ['上月 失败', 'zh-CN'],
    ['failed october', 'en-US'],
    ['sb 10y', 'zh-CN'],
    ['shibai 10月', 'zh-CN'],
    ['failed last month', 'en-US'],
    ['失败 2026-10', 'zh-CN'],
  ] as const)('reads "%s" as a status and October', (query, locale) => {
    const readings = readCompound(query, vocabFor(locale))!;
    expect(readings.map((r) => r.kind).sort()).toEqual(['date', 'status']);
    expect(patchOf(readings)).toEqual({ status: 'failed', from: '2026-10-01', to: '2026-10-31' });
  });

  it('reads an action and a sort word', () => {
    const readings = readCompound('sb 10y dc', vocabFor('zh-CN'))!;
    expect(readings.map((r) => r.kind)).toEqual(['status', 'date', 'action']);
    const sorted = readCompound('failed oldest', vocabFor('en-US'))!;
    expect(sorted[1]).toMatchObject({ kind: 'sort', value: 'createdAt' });
    expect(patchOf(sorted)).toEqual({ status: 'failed', sort: 'createdAt' });
  });

  it('prefers a status over a date, and leaves unknown parts to the server', () => {
    const readings = readCompound('华东 失败 导出', vocabFor('zh-CN'))!;
    expect(readings.map((r) => r.kind)).toEqual(['unknown', 'status', 'action']);
  });

  it('is not compound for one part', () => {
    expect(readCompound('失败', vocabFor('zh-CN'))).toBeNull();
  });

  it('normalises pinyin month words', () => {
    expect(normalizeDateWord('10y')).toBe('10月');
    expect(normalizeDateWord('3yue')).toBe('3月');
    expect(normalizeDateWord('sy')).toBe('上月');
  });

  it('builds one entry that applies every filter and runs the export after the list updates', () => {
    const went: string[] = [];
    const ran: [string, boolean][] = [];
    const hit: SearchHit = {
      kind: 'org',
      key: '7',
      title: '华东分公司',
      subtitle: '',
      route: 'StructureList',
    };
    const entry = compoundEntry('华东 失败 导出', vocabFor('zh-CN', 'page=2'), [hit], {
      t: zh.t.bind(zh),
      other: en.t.bind(en),
      path,
      search: 'page=2',
      navigate: (url) => went.push(url),
      runCommand: (id, after) => ran.push([id, after]),
    })!;
    expect(entry.title).toContain('华东分公司');
    expect(entry.title).toContain('结算失败');
    expect(entry.title).toContain('“导出”');
    void entry.run();
    expect(went).toHaveLength(1);
    const url = new URL(went[0], 'http://x');
    expect(url.pathname).toBe(path);
    expect(url.searchParams.get('status')).toBe('failed');
    expect(url.searchParams.get('orgId')).toBe('7');
    expect(url.searchParams.get('page')).toBeNull();
    expect(ran).toEqual([['export:/settlements', true]]);
  });

  it('offers no entry while a part is unread', () => {
    const entry = compoundEntry('华东 失败', vocabFor('zh-CN'), null, {
      t: zh.t.bind(zh),
      other: en.t.bind(en),
      path,
      search: '',
      navigate() {},
      runCommand() {},
    });
    expect(entry).toBeNull();
  });
});

describe('status words outrank other filters', () => {
  it.each(['sb', 'shibai', '失败', 'failed'])('boosts the failed status for "%s"', (q) => {
    const entries = filterEntries(q, {
      t: zh.t.bind(zh),
      other: en.t.bind(en),
      path,
      search: '',
      navigate() {},
      today,
    });
    const failed = entries.find((e) => e.id === 'filter:status:failed')!;
    const others = entries.filter((e) => e.id.startsWith('filter:status:') && e !== failed);
    // Above an organisation filter (800) and any status that merely contains the letters.
    expect(failed.boost).toBeGreaterThan(800);
    for (const o of others) expect(o.boost ?? 0).toBeLessThan(failed.boost!);
  });
});
