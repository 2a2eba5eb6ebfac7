import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createI18n,
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  isSupportedLocale,
  resolveLocale,
} from '#core/i18n';

const tz = { timeZone: 'Asia/Shanghai' };

describe('resolveLocale', () => {
  it.each([
    ['en-US', 'en-US'],
    ['zh-CN', 'zh-CN'],
    [null, 'zh-CN'],
    [undefined, 'zh-CN'],
    ['fr-FR', 'zh-CN'],
    ['', 'zh-CN'],
  ])('resolves stored %j to %s', (stored, locale) => {
    expect(resolveLocale(stored, 'en-GB')).toBe(locale);
  });

  it('exposes the seed default and fallback', () => {
    expect(DEFAULT_LOCALE).toBe('zh-CN');
    expect(FALLBACK_LOCALE).toBe('en-US');
    expect(isSupportedLocale('en-US')).toBe(true);
    expect(isSupportedLocale(3)).toBe(false);
  });
});

describe('createI18n formatting', () => {
  const en = createI18n('en-US', tz);
  const zh = createI18n('zh-CN', tz);

  it('fills message placeholders', () => {
    expect(en.t('common.total', { count: 12 })).toBe('Total 12');
    expect(zh.t('common.total', { count: 12 })).toBe('共 12 条');
    expect(zh.t('validation.maxWords', { max: 200 })).toBe('最多 200 字');
  });

  it('formats numbers and money', () => {
    expect(en.formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(zh.formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(en.formatNumber(0.125, { style: 'percent', maximumFractionDigits: 1 })).toBe('12.5%');
    expect(en.formatMoney(123456)).toBe('¥1,234.56');
    expect(zh.formatMoney(-100)).toBe('-¥1.00');
    expect(zh.formatMoney(5, { symbol: false })).toBe('0.05');
  });

  it('formats dates and date-times in the given zone', () => {
    const at = '2026-03-05T01:02:03Z';
    expect(en.formatDate(at)).toBe('03/05/2026');
    expect(zh.formatDate(at)).toBe('2026/03/05');
    expect(en.formatDateTime(new Date(at))).toBe('03/05/2026, 09:02:03');
    expect(zh.formatDateTime(Date.parse(at))).toBe('2026/03/05 09:02:03');
  });

  it('formats a calendar day in the locale, never shifted by the time zone', () => {
    const west = createI18n('en-US', { timeZone: 'America/Los_Angeles' });
    const east = createI18n('zh-CN', { timeZone: 'Pacific/Kiritimati' });
    expect(west.formatDay('2026-10-01')).toBe('10/01/2026');
    expect(east.formatDay('2026-10-01')).toBe('2026/10/01');
    expect(en.formatDay('2026-12-31')).toBe('12/31/2026');
    expect(zh.formatDay('2026-01-01')).toBe('2026/01/01');
  });

  it('returns anything but a YYYY-MM-DD day as it is', () => {
    expect(en.formatDay('2026-1-1')).toBe('2026-1-1');
    expect(zh.formatDay('2026-10-01T00:00:00Z')).toBe('2026-10-01T00:00:00Z');
    expect(zh.formatDay('')).toBe('');
  });

  it('formats relative times with the largest fitting unit', () => {
    const now = Date.parse('2026-03-05T12:00:00Z');
    expect(en.formatRelative(now - 30_000, now)).toBe('30 seconds ago');
    expect(en.formatRelative(now - 3 * 3600_000, now)).toBe('3 hours ago');
    expect(en.formatRelative(now + 86400_000, now)).toBe('tomorrow');
    expect(en.formatRelative(now - 45 * 86400_000, now)).toBe('last month');
    expect(en.formatRelative(now - 800 * 86400_000, now)).toBe('2 years ago');
    expect(zh.formatRelative(now - 5 * 60_000, now)).toBe('5分钟前');
    expect(zh.formatRelative(now - 2 * 86400_000, now)).toBe('前天');
    expect(typeof en.formatRelative(new Date())).toBe('string');
  });
});

describe('createI18n start-up', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks ICU for its locales only when a formatter first needs @formatjs/intl', () => {
    // A cold sign-in page builds a translator in its first render: the question loads ICU's
    // locale data, so it waits for the first number or date rather than running at creation.
    const asked = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const en = createI18n('en-US', tz);
    expect(en.t('common.total', { count: 12 })).toBe('Total 12');
    expect(en.formatMoney(123456)).toBe('¥1,234.56');
    expect(asked).not.toHaveBeenCalled();
    expect(en.formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(en.formatDate('2026-03-05T01:02:03Z')).toBe('03/05/2026');
    expect(en.intl.locale).toBe('en-US');
    expect(asked).toHaveBeenCalledTimes(1);
  });
});

describe('error message keys', () => {
  it('names catalogue messages error.<code>', async () => {
    const { errorMessageKey } = await import('#core/i18n');
    expect(errorMessageKey(404100)).toBe('error.404100');
    expect(createI18n('zh-CN').t(errorMessageKey(404100))).toBe('记录不存在');
  });
});
