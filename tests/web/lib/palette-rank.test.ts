import { describe, expect, it } from 'vitest';
import {
  detectRecordNumber,
  indexEntries,
  pinyinKeys,
  rank,
  rankWithTotal,
  type RankInput,
} from '../../../web/lib/palette-rank.ts';

const entries: RankInput[] = [
  { id: 'deposits', title: '保证金账户', keywords: ['Deposit accounts', 'BzjList'] },
  { id: 'review', title: '保证金审核', keywords: ['Deposit review', 'BzjCheckList'] },
  { id: 'settle', title: '结算列表', keywords: ['Settlements', 'SettleList'] },
  { id: 'users', title: 'User management', keywords: ['用户管理'] },
  { id: 'theme', title: 'Switch to dark theme', keywords: ['主题'] },
  { id: 'merchants', title: 'Merchant list', keywords: ['商户列表'] },
];
const indexed = indexEntries(entries);
const ids = (q: string) => rank(indexed, q).map((h) => h.item.id);

describe('rank', () => {
  it('matches pinyin initials of Chinese titles', () => {
    expect(ids('bzj').slice(0, 2).sort()).toEqual(['deposits', 'review']);
    expect(ids('jslb')).toEqual(['settle']);
  });
  it('matches full pinyin, also as a prefix', () => {
    expect(ids('baozhengjin').slice(0, 2).sort()).toEqual(['deposits', 'review']);
    expect(ids('jiesuan')[0]).toBe('settle');
  });
  it('matches word prefixes and substrings of titles and keywords', () => {
    expect(ids('dark')).toEqual(['theme']);
    expect(ids('merch')[0]).toBe('merchants');
    expect(ids('anage')).toEqual(['users']);
    expect(ids('用户')).toEqual(['users']);
  });
  it('needs every token to match', () => {
    expect(ids('deposit review')).toEqual(['review']);
    expect(ids('deposit zzz')).toEqual([]);
  });
  it('ranks a title prefix above a keyword substring', () => {
    const list = indexEntries([
      { id: 'kw', title: 'Accounts', keywords: ['the user list'] },
      { id: 'title', title: 'User list' },
    ]);
    expect(rank(list, 'user').map((h) => h.item.id)).toEqual(['title', 'kw']);
  });
  it('keeps input order for an empty query, capped', () => {
    expect(rank(indexed, '  ', 3).map((h) => h.item.id)).toEqual(['deposits', 'review', 'settle']);
  });
  it('adds boosts and keeps ties in input order', () => {
    const list = indexEntries([
      { id: 'a', title: 'Export list' },
      { id: 'b', title: 'Export list', boost: 20 },
      { id: 'c', title: 'Export list' },
    ]);
    expect(rank(list, 'export').map((h) => h.item.id)).toEqual(['b', 'a', 'c']);
  });
  it('returns nothing for a query that matches nothing', () => {
    expect(ids('qqqqq')).toEqual([]);
  });
});

describe('rank at 20,000 entries', () => {
  const big: RankInput[] = Array.from({ length: 20_000 }, (_, i) => ({
    id: String(i),
    title: i % 2 ? `结算记录 ${i} 分公司` : `Settlement record ${i}`,
    keywords: [`ST${20260101000000 + i}`],
  }));
  const bigIndex = indexEntries(big);

  it('caps results, counts every match and finds an exact number', () => {
    const { hits, total } = rankWithTotal(bigIndex, 'record', 50);
    expect(hits).toHaveLength(50);
    expect(total).toBe(10_000);
    expect(rank(bigIndex, 'ST20260101012345', 5)[0].item.id).toBe('12345');
    expect(rank(bigIndex, 'jsjl', 10)).toHaveLength(10);
  });

  // The keystroke's speed at 20,000 entries is a budget: `npm run bench:web` prints its p50/p95.
  it('answers each keystroke of a typed query at 20,000 entries', () => {
    const queries = ['s', 'se', 'set', 'sett', 'js', 'jsj', 'jsjl', '结算', 'record 19'];
    for (const q of queries) {
      const hits = rank(bigIndex, q, 50);
      expect(hits, q).toHaveLength(50);
      expect(
        hits.every((h, i) => i === 0 || hits[i - 1].score >= h.score),
        q,
      ).toBe(true);
    }
  });
});

describe('pinyinKeys', () => {
  it('gives full pinyin and initials, empty for non-Chinese', () => {
    expect(pinyinKeys('保证金')).toEqual({ full: 'baozhengjin', initials: 'bzj' });
    expect(pinyinKeys('Deposits')).toEqual({ full: '', initials: '' });
  });
});

describe('detectRecordNumber', () => {
  it.each([
    ['BZJ20260101000001', { kind: 'deposit', key: 'BZJ20260101000001' }],
    ['  bzj20260101000001 ', { kind: 'deposit', key: 'BZJ20260101000001' }],
    ['ST20260101000042', { kind: 'settlement', key: 'ST20260101000042' }],
    ['M20260101000007', { kind: 'merchant', key: 'M20260101000007' }],
    ['BZJ', null],
    ['merchant', null],
    ['M12', null],
  ])('reads %j', (input, expected) => {
    expect(detectRecordNumber(input)).toEqual(expected);
  });
});
