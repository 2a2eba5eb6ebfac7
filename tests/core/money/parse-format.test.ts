import { describe, expect, it } from 'vitest';
import { AppError, Code } from '#core/errors';
import {
  bpToPercentString,
  fenToYuanString,
  formatFen,
  parseYuan,
  percentToBp,
  tryParseYuan,
} from '#core/money';

describe('parseYuan', () => {
  it.each([
    ['1,234.56', 123456],
    ['12', 1200],
    ['0.5', 50],
    ['0.05', 5],
    ['¥1,234,567.8', 123456780],
    [' 7.00 ', 700],
    ['0', 0],
    ['90071992547409.91', 9007199254740991],
  ])('parses %s to %d fen', (input, fen) => {
    expect(parseYuan(input)).toBe(fen);
  });

  it.each([
    '',
    '-',
    '1.234',
    'abc',
    '1,23.00',
    '12,34',
    '1,2345',
    ',123',
    '1.',
    '.5',
    '¥',
    '1e3',
    '90071992547409.92',
    '-5',
  ])('refuses %j with ValidationFailed', (input) => {
    expect(() => parseYuan(input)).toThrow(AppError);
    try {
      parseYuan(input);
    } catch (e) {
      expect((e as AppError).code).toBe(Code.ValidationFailed);
    }
  });

  it('accepts a negative amount only when allowed', () => {
    expect(parseYuan('-1.5', { allowNegative: true })).toBe(-150);
    expect(parseYuan('-¥1,000', { allowNegative: true })).toBe(-100000);
    expect(Object.is(parseYuan('-0.00', { allowNegative: true }), 0)).toBe(true);
  });

  it('returns a result from tryParseYuan', () => {
    expect(tryParseYuan('3.20')).toEqual({ ok: true, fen: 320 });
    const bad = tryParseYuan('3.201');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe(Code.ValidationFailed);
  });
});

describe('formatFen', () => {
  it.each([
    [123456, 'zh-CN', '¥1,234.56'],
    [123456, 'en-US', '¥1,234.56'],
    [-100, 'zh-CN', '-¥1.00'],
    [5, 'en-US', '¥0.05'],
    [0, 'zh-CN', '¥0.00'],
    [100000000, 'zh-CN', '¥1,000,000.00'],
    [9007199254740991, 'en-US', '¥90,071,992,547,409.91'],
  ] as const)('formats %d in %s as %s', (fen, locale, text) => {
    expect(formatFen(fen, locale)).toBe(text);
  });

  it('omits the symbol when asked and defaults to zh-CN', () => {
    expect(formatFen(123456, 'en-US', { symbol: false })).toBe('1,234.56');
    expect(formatFen(-99)).toBe('-¥0.99');
  });

  it('refuses non-integer fen', () => {
    expect(() => formatFen(1.5)).toThrow(AppError);
    expect(() => fenToYuanString(Number.NaN)).toThrow(AppError);
  });

  it('writes plain yuan for CSV', () => {
    expect(fenToYuanString(123456)).toBe('1234.56');
    expect(fenToYuanString(-7)).toBe('-0.07');
    expect(fenToYuanString(100000000)).toBe('1000000.00');
  });

  it('round-trips through parseYuan', () => {
    for (const fen of [0, 1, 99, 100, 123456, 9007199254740991]) {
      expect(parseYuan(fenToYuanString(fen))).toBe(fen);
      expect(parseYuan(formatFen(fen))).toBe(fen);
    }
  });
});

describe('basis points', () => {
  it.each([
    [1250, '12.5%'],
    [10000, '100%'],
    [1, '0.01%'],
    [0, '0%'],
    [3333, '33.33%'],
    [-50, '-0.5%'],
  ])('writes %d bp as %s', (bp, text) => {
    expect(bpToPercentString(bp)).toBe(text);
  });

  it.each([
    ['12.5', 1250],
    ['12.5%', 1250],
    ['100', 10000],
    ['0.01', 1],
    [' 7 ', 700],
  ])('reads %s as %d bp', (text, bp) => {
    expect(percentToBp(text)).toBe(bp);
  });

  it.each(['', '100.01', '1.234', 'abc', '-1', '1000'])('refuses percentage %j', (text) => {
    expect(() => percentToBp(text)).toThrow(AppError);
  });

  it('refuses a fractional bp', () => {
    expect(() => bpToPercentString(1.5)).toThrow(AppError);
  });
});
