import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMessage } from '#core/i18n';

/** Noon UTC: the same calendar day in every time zone the tests may run in. */
const DAY = new Date(Date.UTC(2026, 2, 5, 12));

describe('formatMessage: plain arguments', () => {
  it('fills {name} arguments and leaves an argument not given as written', () => {
    expect(formatMessage('Hi {name}, {count} left', 'en-US', { name: 'Ann', count: 0 })).toBe(
      'Hi Ann, 0 left',
    );
    expect(formatMessage('Hi {name}, {count} left', 'zh-CN', { name: 'Ann' })).toBe(
      'Hi Ann, {count} left',
    );
    expect(formatMessage('{name}', 'en-US', { name: null })).toBe('{name}');
    expect(formatMessage('no arguments', 'en-US')).toBe('no arguments');
  });
});

describe('formatMessage: ICU messages outside the catalogue', () => {
  const files = '{n, plural, one {# file} other {# files}}';

  it('leaves a plural whose count is undefined or null as written, never NaN or 0', () => {
    expect(formatMessage(files, 'en-US', { n: undefined })).toBe(files);
    expect(formatMessage(files, 'zh-CN', { n: null })).toBe(files);
  });

  it('picks the plural form of each locale and groups the count', () => {
    expect(formatMessage(files, 'en-US', { n: 1 })).toBe('1 file');
    expect(formatMessage(files, 'en-US', { n: 1234 })).toBe('1,234 files');
    // Chinese has no "one" form.
    expect(formatMessage(files, 'zh-CN', { n: 1 })).toBe('1 files');
    expect(formatMessage('{n, plural, =0 {none} other {# files}}', 'en-US', { n: 0 })).toBe('none');
  });

  it('chooses a select branch, other for anything else', () => {
    const kind = '{k, select, top_up {Top up} other {Other}}';
    expect(formatMessage(kind, 'en-US', { k: 'top_up' })).toBe('Top up');
    expect(formatMessage(kind, 'zh-CN', { k: 'refund' })).toBe('Other');
  });

  it('formats fractions, other locales and dates with Intl', () => {
    expect(formatMessage('{n, plural, other {#}}', 'en-US', { n: 1234.5 })).toBe('1,234.5');
    expect(formatMessage('{n, plural, other {#}}', 'de-DE', { n: 1234567 })).toBe('1.234.567');
    expect(formatMessage('{n, number}', 'zh-CN', { n: 1234.5 })).toBe('1,234.5');
    expect(formatMessage('{d, date, short}', 'en-US', { d: DAY })).toBe('3/5/26');
    expect(formatMessage('{d, date, short}', 'zh-CN', { d: DAY })).toBe('26/3/5');
  });

  it('keeps tags as text', () => {
    expect(formatMessage('<b>{n, plural, other {# x}}</b>', 'en-US', { n: 2 })).toBe('<b>2 x</b>');
  });

  it('returns a message it cannot format as written, never throwing', () => {
    expect(formatMessage('{n, plural, one {# a}', 'en-US', { n: 1 })).toBe('{n, plural, one {# a}');
    expect(formatMessage(files, 'en-US')).toBe(files);
  });

  it('groups a whole count exactly as Intl does in en-US and zh-CN (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('en-US', 'zh-CN'),
        fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (locale, n) => {
          expect(formatMessage('{n, plural, other {#}}', locale, { n })).toBe(
            new Intl.NumberFormat(locale).format(n),
          );
        },
      ),
    );
  });
});
