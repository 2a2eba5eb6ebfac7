import { describe, expect, it } from 'vitest';
import { ariaSortOf, moveCursor, nextSort } from '../../../web/components/data/columns.ts';
import { pageWindow } from '../../../web/components/data/pagination.tsx';
import {
  orderColumns,
  readTablePrefs,
  tablePrefsKey,
} from '../../../web/components/data/use-table-prefs.ts';
import { toneOf } from '../../../web/components/data/record-status.tsx';

describe('sorting', () => {
  it('cycles ascending → descending → server default on one column', () => {
    expect(nextSort('', 'paidFen')).toBe('paidFen');
    expect(nextSort('paidFen', 'paidFen')).toBe('-paidFen');
    expect(nextSort('-paidFen', 'paidFen')).toBe('');
    expect(nextSort('-createdAt', 'paidFen')).toBe('paidFen');
  });

  it('reports aria-sort for sortable columns only', () => {
    expect(ariaSortOf('name', 'name')).toBe('ascending');
    expect(ariaSortOf('-name', 'name')).toBe('descending');
    expect(ariaSortOf('-createdAt', 'name')).toBe('none');
    expect(ariaSortOf('name', undefined)).toBeUndefined();
  });
});

describe('row cursor', () => {
  it.each([
    [-1, 1, 5, 0],
    [-1, -1, 5, 4],
    [0, -1, 5, 0],
    [4, 1, 5, 4],
    [2, 1, 5, 3],
    [3, -1, 5, 2],
    [0, 1, 0, -1],
  ])('moves from %i by %i over %i rows to %i', (from, delta, length, to) => {
    expect(moveCursor(from, delta, length)).toBe(to);
  });
});

describe('pagination window', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 'gap', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [10, 20, [1, 'gap', 9, 10, 11, 'gap', 20]],
    [20, 20, [1, 'gap', 19, 20]],
  ])('page %i of %i shows %j', (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected);
  });
});

describe('table settings storage', () => {
  const storage = (value: string | null) => ({
    getItem: (k: string) => (k === tablePrefsKey('deposits') ? value : null),
  });

  it('reads stored density and hidden columns', () => {
    expect(
      readTablePrefs(
        storage(JSON.stringify({ density: 'mini', hidden: ['merchant'] })),
        'deposits',
      ),
    ).toEqual({ density: 'mini', hidden: ['merchant'], order: [] });
  });

  it('reads a stored column order and applies it, unnamed columns after it', () => {
    const prefs = readTablePrefs(storage(JSON.stringify({ order: ['c', 'a', 7] })), 'deposits');
    expect(prefs.order).toEqual(['c', 'a']);
    const cols = ['a', 'b', 'c', 'd'].map((key) => ({ key }));
    expect(orderColumns(cols, prefs.order).map((c) => c.key)).toEqual(['c', 'a', 'b', 'd']);
    expect(orderColumns(cols, []).map((c) => c.key)).toEqual(['a', 'b', 'c', 'd']);
  });

  it.each([null, 'not json', '{"density":"huge","hidden":"merchant"}', '{"hidden":[1,"a"]}'])(
    'falls back to defaults on %j',
    (raw) => {
      const prefs = readTablePrefs(storage(raw), 'deposits');
      expect(prefs.density).toBe('small');
      expect(prefs.hidden.every((k) => typeof k === 'string')).toBe(true);
    },
  );

  it('keeps lists apart', () => {
    expect(tablePrefsKey('deposits')).not.toBe(tablePrefsKey('settlements'));
  });
});

describe('status colours', () => {
  it.each([
    ['approved', 'green'],
    ['settled', 'green'],
    ['pending_review', 'orange'],
    ['processing', 'blue'],
    ['failed', 'red'],
    ['locked', 'red'],
    ['frozen', 'purple'],
    ['closed', 'gray'],
    ['something-new', 'gray'],
  ])('%s is %s', (value, tone) => {
    expect(toneOf(value)).toBe(tone);
  });
});
