import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AHEAD_CHARACTERS,
  indexEntries,
  rankAhead,
  rankWithTotal,
  type IndexedEntry,
  type RankInput,
} from '../../../web/lib/palette-rank.ts';
import { RANK_AHEAD_FROM, rankAheadWhenIdle } from '../../../web/features/palette/rank-ahead.ts';

const titles = ['保证金账户', '结算记录', 'Settlement record', 'Merchant list', 'dark theme'];
const entries = (n: number): RankInput[] =>
  Array.from({ length: n }, (_, i) => ({
    id: String(i),
    title: `${titles[i % titles.length]} ${i}`,
    keywords: [i % 3 ? `BZJ${20260101000000 + i}` : '商户列表'],
    boost: i % 7,
  }));
const view = (r: ReturnType<typeof rankWithTotal>) => ({
  total: r.total,
  hits: r.hits.map((h) => `${h.item.id}:${h.score}`),
});
/** The same ranking on a list no cache has seen. */
const cold = (index: readonly IndexedEntry<RankInput>[], q: string, limit = 40) =>
  view(rankWithTotal([...index], q, limit));

describe('rankAhead', () => {
  it('answers a one-character query as the scan would, and later keystrokes narrow from it', () => {
    const index = indexEntries(entries(3000));
    for (const c of AHEAD_CHARACTERS) rankAhead(index, c, 40);
    fc.assert(
      fc.property(
        fc.constantFrom(...AHEAD_CHARACTERS),
        fc.stringMatching(/^[a-z0-9 ]{0,4}$/),
        (first, rest) => {
          expect(view(rankWithTotal(index, first, 40))).toEqual(cold(index, first));
          // The ahead answer leaves its matches for the next keystroke, which must still agree.
          expect(view(rankWithTotal(index, first + rest, 40))).toEqual(cold(index, first + rest));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is not used for another limit', () => {
    const index = indexEntries(entries(500));
    rankAhead(index, 'b', 5);
    expect(view(rankWithTotal(index, 'b', 40))).toEqual(cold(index, 'b'));
    expect(view(rankWithTotal(index, 'b', 5))).toEqual(cold(index, 'b', 5));
  });
});

describe('rankAheadWhenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('ranks one character per turn without an idle deadline, until every one is ranked', () => {
    vi.useFakeTimers();
    const index = indexEntries(entries(RANK_AHEAD_FROM));
    rankAheadWhenIdle(index, 40);
    let turns = 0;
    while (vi.getTimerCount() > 0 && turns < 100) {
      vi.advanceTimersToNextTimer();
      turns++;
    }
    expect(turns).toBe(AHEAD_CHARACTERS.length);
    for (const c of ['a', 'z', '9'])
      expect(view(rankWithTotal(index, c, 40))).toEqual(cold(index, c));
  });

  it('stops when asked (the list changed or the palette closed)', () => {
    vi.useFakeTimers();
    const stop = rankAheadWhenIdle(indexEntries(entries(RANK_AHEAD_FROM)), 40);
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does nothing for a small list', () => {
    vi.useFakeTimers();
    rankAheadWhenIdle(indexEntries(entries(RANK_AHEAD_FROM - 1)), 40);
    expect(vi.getTimerCount()).toBe(0);
  });
});
