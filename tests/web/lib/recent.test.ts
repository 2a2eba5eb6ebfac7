import { describe, expect, it } from 'vitest';
import { pushRecent, readRecent, RECENT_KEY, RECENT_LIMIT } from '../../../web/lib/recent.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('recent items', () => {
  it('keeps the newest first, one entry per target, at most 10', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 12; i++)
      pushRecent(storage, { kind: 'record', route: 'BzjList', key: `BZJ${i}`, title: `#${i}` }, i);
    pushRecent(storage, { kind: 'record', route: 'BzjList', key: 'BZJ5', title: '#5' }, 100);
    const list = readRecent(storage);
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0].key).toBe('BZJ5');
    expect(list.filter((r) => r.key === 'BZJ5')).toHaveLength(1);
  });

  it('reads garbage as an empty list', () => {
    const storage = memoryStorage();
    storage.setItem(RECENT_KEY, '{not json');
    expect(readRecent(storage)).toEqual([]);
    storage.setItem(
      RECENT_KEY,
      JSON.stringify([{ nope: 1 }, { route: 'SettleList', title: 'x', kind: 'page' }]),
    );
    expect(readRecent(storage)).toHaveLength(1);
  });
});
