import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_PRESETS,
  PRESET_PHRASES,
  addDays,
  formatDayRange,
  isoDay,
  parseDayRange,
  presetRange,
  splitDay,
  todayIn,
} from '#core/dates';

const TODAY = '2026-11-23'; // a Monday

describe('parseDayRange', () => {
  it.each([
    ['2026-10-01', '2026-10-01', '2026-10-01'],
    ['2026/10/1', '2026-10-01', '2026-10-01'],
    ['20261001', '2026-10-01', '2026-10-01'],
    ['2026年10月1日', '2026-10-01', '2026-10-01'],
    ['２０２６－１０－０１', '2026-10-01', '2026-10-01'],
    ['2026-10', '2026-10-01', '2026-10-31'],
    ['2026年10月', '2026-10-01', '2026-10-31'],
    ['2024-02', '2024-02-01', '2024-02-29'],
    ['10月', '2026-10-01', '2026-10-31'],
    ['10月份', '2026-10-01', '2026-10-31'],
    ['10月5日', '2026-10-05', '2026-10-05'],
    ['Oct', '2026-10-01', '2026-10-31'],
    ['october 2025', '2025-10-01', '2025-10-31'],
    ['2026', '2026-01-01', '2026-12-31'],
    ['今天', TODAY, TODAY],
    ['today', TODAY, TODAY],
    ['昨天', '2026-11-22', '2026-11-22'],
    ['本周', '2026-11-23', '2026-11-29'],
    ['last week', '2026-11-16', '2026-11-22'],
    ['本月', '2026-11-01', '2026-11-30'],
    ['this month', '2026-11-01', '2026-11-30'],
    ['上月', '2026-10-01', '2026-10-31'],
    ['上个月', '2026-10-01', '2026-10-31'],
    ['Last Month', '2026-10-01', '2026-10-31'],
    ['近7天', '2026-11-17', TODAY],
    ['最近 30 天', '2026-10-25', TODAY],
    ['last 7 days', '2026-11-17', TODAY],
    ['今年', '2026-01-01', '2026-12-31'],
    ['2026-10-01..2026-10-31', '2026-10-01', '2026-10-31'],
    ['2026-10-01 .. 2026-10-15', '2026-10-01', '2026-10-15'],
    ['2026-10-01 ~ 2026-10-15', '2026-10-01', '2026-10-15'],
    ['2026-10-01至2026-10-15', '2026-10-01', '2026-10-15'],
    ['2026-09 - 2026-10', '2026-09-01', '2026-10-31'],
    ['sep to oct', '2026-09-01', '2026-10-31'],
    ['9月..10月', '2026-09-01', '2026-10-31'],
  ])('reads %s as %s..%s', (input, from, to) => {
    expect(parseDayRange(input, TODAY)).toEqual({ ok: true, range: { from, to } });
  });

  it('takes January back across the year for last month', () => {
    expect(parseDayRange('上月', '2027-01-15')).toEqual({
      ok: true,
      range: { from: '2026-12-01', to: '2026-12-31' },
    });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0002-10-01', 'invalid'],
    ['2026-1', 'invalid'],
    ['2026-10-0', 'invalid'],
    ['2026-02-30', 'invalid'],
    ['2026-13', 'invalid'],
    ['13月', 'invalid'],
    ['近0天', 'invalid'],
    ['近400天', 'invalid'],
    ['tomorrow', 'invalid'],
    ['2026-10-01..', 'invalid'],
    ['2026-10-01..2026-10-02..2026-10-03', 'invalid'],
    ['2026-10-31..2026-10-01', 'reversed'],
  ])('refuses %j (%s)', (input, reason) => {
    expect(parseDayRange(input, TODAY)).toEqual({ ok: false, reason });
  });
});

describe('formatDayRange', () => {
  it.each([
    [{ from: '2026-10-01', to: '2026-10-01' }, '2026-10-01'],
    [{ from: '2026-10-01', to: '2026-10-31' }, '2026-10'],
    [{ from: '2026-01-01', to: '2026-12-31' }, '2026'],
    [{ from: '2026-10-01', to: '2026-10-15' }, '2026-10-01..2026-10-15'],
  ])('writes %j as %s', (range, text) => {
    expect(formatDayRange(range)).toBe(text);
  });
});

const dayArb = fc
  .record({
    year: fc.integer({ min: 1970, max: 2099 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => isoDay(year, month, day))
  .filter((d): d is string => d !== null);

describe('parseDayRange properties', () => {
  it('never throws and only answers ordered, existing days', () => {
    fc.assert(
      fc.property(fc.string(), dayArb, (text, today) => {
        const r = parseDayRange(text, today);
        if (r.ok) {
          expect(splitDay(r.range.from)).not.toBeNull();
          expect(splitDay(r.range.to)).not.toBeNull();
          expect(r.range.from <= r.range.to).toBe(true);
        }
      }),
    );
  });

  it('reads every day and every ordered pair of days back exactly', () => {
    fc.assert(
      fc.property(dayArb, dayArb, dayArb, (a, b, today) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        expect(parseDayRange(a, today)).toEqual({ ok: true, range: { from: a, to: a } });
        expect(parseDayRange(`${from}..${to}`, today)).toEqual({
          ok: true,
          range: { from, to },
        });
      }),
    );
  });

  it('round-trips the canonical text of any range', () => {
    fc.assert(
      fc.property(dayArb, dayArb, dayArb, (a, b, today) => {
        const range = a <= b ? { from: a, to: b } : { from: b, to: a };
        expect(parseDayRange(formatDayRange(range), today)).toEqual({ ok: true, range });
      }),
    );
  });

  it('ends relative ranges on today and counts the days asked for', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 1, max: 366 }), (today, n) => {
        fc.pre(today >= '1971-02-01');
        expect(parseDayRange(`近${n}天`, today)).toEqual({
          ok: true,
          range: { from: addDays(today, -(n - 1)), to: today },
        });
        const last = parseDayRange('last month', today);
        expect(last.ok && last.range.to < today && addDays(last.range.to, 1).endsWith('-01')).toBe(
          true,
        );
      }),
    );
  });
});

describe('presets', () => {
  it('parse the same in both locales', () => {
    for (const p of DATE_PRESETS) {
      const zh = parseDayRange(PRESET_PHRASES[p]['zh-CN'], TODAY);
      expect(zh).toEqual({ ok: true, range: presetRange(p, TODAY) });
    }
  });

  it('reads today in the business time zone', () => {
    expect(todayIn('Asia/Shanghai', new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
  });
});
