/** Locale number formats the charts share (axis ticks compact, shares as percentages). */
import type { Locale } from '#core/i18n';

export function compactFormat(locale: Locale): (n: number) => string {
  const f = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (n) => f.format(n);
}

export function percentFormat(locale: Locale): (share: number) => string {
  const f = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return (share) => f.format(share);
}

/** 'YYYY-MM-DD' → 'MM-DD' for axis labels. */
export const shortDate = (d: string): string => d.slice(5);
