import { expect, it } from 'vitest';
import { createI18n } from '#core/i18n';
import { roundedEstimate } from '../../../web/features/settlements/estimate.ts';

it('rounds an estimated count to three significant digits', () => {
  expect(roundedEstimate(0)).toBe(0);
  expect(roundedEstimate(999)).toBe(999);
  expect(roundedEstimate(12_345)).toBe(12_300);
  expect(roundedEstimate(10_001)).toBe(10_000);
  expect(roundedEstimate(9_876_543)).toBe(9_880_000);
});

it('shows an estimate as "≈ 12,300" / "约 12,300" with the exact-figures button in both locales', () => {
  for (const [locale, estimate, exact] of [
    ['en-US', '≈ 12,300', 'Exact figures'],
    ['zh-CN', '约 12,300', '精确统计'],
  ] as const) {
    const i18n = createI18n(locale);
    const count = i18n.formatNumber(roundedEstimate(12_345));
    expect(i18n.t('settlements.totals.estimate', { count })).toBe(estimate);
    expect(i18n.t('settlements.totals.exact')).toBe(exact);
  }
});
