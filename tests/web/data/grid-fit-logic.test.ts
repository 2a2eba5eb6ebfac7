import { describe, expect, it } from 'vitest';
import { createI18n } from '#core/i18n';
import type { Column } from '../../../web/components/data/columns.ts';
import { foldOrder, orderColumns } from '../../../web/components/data/use-column-fit.ts';
import { parseJump } from '../../../web/components/data/pagination.tsx';
import { EMPTY_CELL, orEmpty } from '../../../web/components/data/cells.tsx';

const col = (key: string, extra: Partial<Column<unknown>> = {}): Column<unknown> => ({
  key,
  title: key,
  render: () => null,
  ...extra,
});

describe('column folding', () => {
  const columns = [
    col('no', { fixed: true, pin: 'start' }),
    col('a'),
    col('b', { priority: 3 }),
    col('net', { priority: 1 }),
    col('c'),
    col('d', { priority: 3 }),
    col('status', { pin: 'end' }),
  ];
  it('folds priority 3 before 2, rightmost first, never pinned, fixed or priority-1 columns', () => {
    expect(foldOrder(columns)).toEqual(['d', 'b', 'c', 'a']);
  });
  it('folds a foldLast column after every other, whatever its place', () => {
    const withReason = [...columns, col('reason', { foldLast: true })];
    expect(foldOrder(withReason)).toEqual(['d', 'b', 'c', 'a', 'reason']);
  });
  it('puts start pins first and the end pin last', () => {
    const order = orderColumns([
      col('status', { pin: 'end' }),
      col('x'),
      col('no', { pin: 'start' }),
    ]);
    expect(order.map((c) => c.key)).toEqual(['no', 'x', 'status']);
  });
});

describe('page jump', () => {
  it.each([
    ['3', 5, 3],
    [' 5 ', 5, 5],
    ['6', 5, null],
    ['0', 5, null],
    ['2a', 5, null],
    ['', 5, null],
  ])('%j of %i pages → %j', (text, pages, want) => {
    expect(parseJump(text, pages)).toBe(want);
  });
});

describe('shared cell formats', () => {
  it('marks empty values with one mark', () => {
    expect(orEmpty(null)).toBe(EMPTY_CELL);
    expect(orEmpty(undefined)).toBe(EMPTY_CELL);
    expect(orEmpty('')).toBe(EMPTY_CELL);
    expect(orEmpty('x')).toBe('x');
    expect(orEmpty(0)).toBe(0);
  });
  it('formats a calendar day like a date, in either locale, never shifted by a time zone', () => {
    for (const timeZone of ['Pacific/Honolulu', 'Asia/Shanghai', 'UTC']) {
      const zh = createI18n('zh-CN', { timeZone });
      const en = createI18n('en-US', { timeZone });
      expect(zh.formatDay('2026-10-01')).toBe('2026/10/01');
      expect(en.formatDay('2026-10-01')).toBe('10/01/2026');
      expect(zh.formatDay('2026-10-01')).toBe(
        createI18n('zh-CN', { timeZone: 'UTC' }).formatDate('2026-10-01T00:00:00Z'),
      );
    }
    expect(createI18n('zh-CN').formatDay('2026-10')).toBe('2026-10');
  });
});
