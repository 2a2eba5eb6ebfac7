/** How much the demo seed generates; `test` stays tiny so each test app seeds in well under 2 s. */
export interface SeedSizes {
  institutions: number;
  merchants: number;
  accounts: number;
  settlements: number;
  logs: number;
  contentSets: number;
}

export type SeedScale = 'demo' | 'test' | number;

export function seedSizes(scale: SeedScale): SeedSizes {
  if (scale === 'test') {
    return {
      institutions: 12,
      merchants: 12,
      accounts: 24,
      settlements: 240,
      logs: 40,
      contentSets: 45,
    };
  }
  if (scale === 'demo') {
    return {
      institutions: 300,
      merchants: 400,
      accounts: 3000,
      settlements: 30000,
      logs: 2000,
      contentSets: 120,
    };
  }
  // A settlement count (benchmarks): everything else grows with it, within bounds.
  const settlements = Math.max(1, Math.floor(scale));
  const clamp = (n: number, lo: number, hi: number): number =>
    Math.min(hi, Math.max(lo, Math.floor(n)));
  return {
    institutions: clamp(settlements / 500, 20, 2000),
    merchants: clamp(settlements / 400, 20, 2500),
    accounts: clamp(settlements / 20, 40, 50000),
    settlements,
    logs: clamp(settlements / 50, 40, 20000),
    contentSets: 120,
  };
}
