import { describe, expect, it } from 'vitest';
import type { SearchHit } from '#core/types';
import { orgFilterEntries } from '../../../web/features/palette/filter-entries.ts';

const t = (key: string, v?: Record<string, string | number>) =>
  key === 'palette.filter.entry' ? `Filter: ${v?.field} = ${v?.value}` : key.split('.').pop()!;
const hit = (kind: SearchHit['kind'], key: string, title: string): SearchHit => ({
  kind,
  key,
  title,
  subtitle: '',
  route: 'StructureList',
});
const hits = [
  hit('org', '7', '华东分公司'),
  hit('institution', '12', '杭州正丰文化'),
  hit('user', '3', 'x'),
];

describe('organisation filter commands', () => {
  it('offers an organisation and an institution filter on the settlements list; running one stacks it', () => {
    let went = '';
    const ctx = {
      t,
      other: t,
      path: '/settleManage/settleList',
      search: 'status=failed&page=3',
      navigate: (url: string) => (went = url),
    };
    const entries = orgFilterEntries(hits, ctx);
    expect(entries.map((e) => e.title)).toEqual([
      'Filter: org = 华东分公司',
      'Filter: institution = 杭州正丰文化',
    ]);
    void entries[0].run();
    expect(went).toBe('/settleManage/settleList?status=failed&orgId=7');
  });
  it('offers only what the page filters by, and nothing off a list page', () => {
    const deposits = orgFilterEntries(hits, {
      t,
      other: t,
      path: '/bzjManage/bzjList',
      search: '',
      navigate: () => {},
    });
    expect(deposits.map((e) => e.id)).toEqual(['filter:institutionId:12']);
    expect(
      orgFilterEntries(hits, { t, other: t, path: '/', search: '', navigate: () => {} }),
    ).toEqual([]);
  });
});
