/** An estimated count shown to three significant digits: 12,345 → 12,300 (shown as "≈ 12,300"). */
export function roundedEstimate(n: number): number {
  if (n < 1000) return n;
  const step = 10 ** (Math.floor(Math.log10(n)) - 2);
  return Math.round(n / step) * step;
}
