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

  it('never lists exception or not-found pages, even ones stored before', () => {
    const storage = memoryStorage();
    pushRecent(
      storage,
      { kind: 'page', route: 'SettleList', title: 'menu.settleManage.settleList' },
      1,
    );
    pushRecent(storage, { kind: 'page', route: 'Exception403', title: 'menu.exception.403' }, 2);
    pushRecent(storage, { kind: 'page', route: 'Exception500', title: 'menu.exception.500' }, 3);
    expect(readRecent(storage).map((r) => r.route)).toEqual(['SettleList']);
    storage.setItem(
      RECENT_KEY,
      JSON.stringify([
        { route: 'Exception404', title: 'x', kind: 'page', at: 1 },
        { route: 'NotFound', title: 'y', kind: 'page', at: 2 },
        { route: 'BzjList', title: 'z', kind: 'page', at: 3 },
      ]),
    );
    expect(readRecent(storage).map((r) => r.route)).toEqual(['BzjList']);
  });
});
