import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  charMask,
  indexEntries,
  rankWithTotal,
  type IndexedEntry,
  type RankInput,
} from '../../../web/lib/palette-rank.ts';

const titles = [
  '保证金账户',
  '结算记录',
  'Settlement record',
  'Merchant list',
  '主题',
  'dark theme',
];
const big: RankInput[] = Array.from({ length: 20_000 }, (_, i) => ({
  id: String(i),
  title: `${titles[i % titles.length]} ${i}`,
  keywords: [i % 3 ? `ST${20260101000000 + i}` : '商户列表'],
  boost: i % 7,
}));

/** The same ranking without any narrowing: a fresh array is a list the cache has never seen. */
const cold = (index: readonly IndexedEntry<RankInput>[], q: string, limit = 40) =>
  rankWithTotal([...index], q, limit);
const view = (r: ReturnType<typeof cold>) => ({
  total: r.total,
  hits: r.hits.map((h) => `${h.item.id}:${h.score}`),
});

describe('charMask', () => {
  it('holds ASCII letters and digits, nothing else', () => {
    expect(charMask('ab')).toBe(0b11);
    expect(charMask('结算')).toBe(0);
    expect(charMask('z0') & charMask('y')).toBe(0);
    expect(charMask('a6') & charMask('0')).not.toBe(0); // 6 and 0 share a bit: a superset
  });
});

describe('rankWithTotal narrowing while typing', () => {
  const index = indexEntries(big);

  it('answers every keystroke (typing, backspace, new tokens) exactly as a full scan', () => {
    const typed = [
      's',
      'se',
      'set',
      'sett',
      'set',
      'se',
      'se 1',
      'se 12',
      'se 1',
      'j',
      'js',
      'jsj',
      'jsjl',
      'ST2026',
      'ST202601010012',
      '结',
      '结算',
      'zt',
      'zhuti',
      'bzj 9',
      'record 19',
    ];
    for (const q of typed)
      expect(view(rankWithTotal(index, q, 40)), q).toEqual(view(cold(index, q)));
  });

  it('agrees with a full scan for any typed sequence (property)', () => {
    const small = indexEntries(big.slice(0, 300));
    const query = fc.stringMatching(/^[a-z0-9 结算主]{0,6}$/);
    fc.assert(
      fc.property(fc.array(query, { minLength: 1, maxLength: 6 }), (queries) => {
        const list = [...small]; // a list of its own: this sequence's cache only
        for (const q of queries) {
          // Type q one character at a time, as the palette sees it.
          for (let i = 1; i <= q.length; i++) {
            const step = q.slice(0, i);
            expect(view(rankWithTotal(list, step, 10))).toEqual(view(cold(small, step, 10)));
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('scans only the previous matches when a query extends it', () => {
    // Count the entries each call reads: a list the cache has seen once, behind a counting proxy.
    let reads = 0;
    const list = new Proxy([...index], {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    const scanned = (q: string) => {
      reads = 0;
      const result = rankWithTotal(list, q, 40);
      return { reads, total: result.total };
    };
    const full = scanned('s');
    expect(full.reads).toBe(index.length);
    const st20 = scanned('st20');
    expect(st20.reads).toBeLessThanOrEqual(full.total);
    const narrowed = scanned('st202601010199');
    expect(narrowed.reads).toBe(st20.total);
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThan(st20.total);
  });
});
