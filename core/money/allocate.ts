import { AppError } from '../errors/app-error.ts';
import { Code } from '../errors/codes.ts';

/** 10000 basis points = 100%. */
export const FULL_BP = 10000;

function assertTotal(totalFen: number): void {
  if (!Number.isSafeInteger(totalFen) || totalFen < 0) {
    throw new AppError(Code.ValidationFailed, { data: { totalFen, reason: 'total-not-fen' } });
  }
}

function assertBasisPoints(basisPoints: readonly number[]): void {
  for (const bp of basisPoints) {
    if (!Number.isInteger(bp) || bp < 0 || bp > FULL_BP) {
      throw new AppError(Code.ValidationFailed, { data: { bp, reason: 'bp-out-of-range' } });
    }
  }
  const sum = basisPoints.reduce((a, b) => a + b, 0);
  if (sum > FULL_BP) throw new AppError(Code.SharesExceedTotal, { data: { sum } });
}

/**
 * Largest remainder over a complete basis (weights summing to exactly 10000): each part gets
 * floor(total × w / 10000), then the leftover fen go one each to the largest remainders,
 * ties to the lower index. BigInt keeps total × w exact for any safe total.
 */
function largestRemainder(totalFen: number, weights: readonly number[]): number[] {
  const total = BigInt(totalFen);
  const full = BigInt(FULL_BP);
  const floors = weights.map((w) => (total * BigInt(w)) / full);
  const remainders = weights.map((w) => (total * BigInt(w)) % full);
  let leftover = total - floors.reduce((a, b) => a + b, 0n);
  const order = weights
    .map((_, i) => i)
    .sort((a, b) =>
      remainders[b] > remainders[a] ? 1 : remainders[b] < remainders[a] ? -1 : a - b,
    );
  for (const i of order) {
    if (leftover === 0n) break;
    floors[i] += 1n;
    leftover -= 1n;
  }
  return floors.map(Number);
}

/**
 * Splits totalFen by basis points with the largest-remainder method.
 * When the shares sum to less than 10000, the retained part (10000 − sum) takes part in the
 * rounding but is not returned; use splitByShares to get it as well. Throws
 * SharesExceedTotal when the shares sum to more than 10000.
 */
export function allocate(totalFen: number, basisPoints: readonly number[]): number[] {
  assertTotal(totalFen);
  assertBasisPoints(basisPoints);
  const sum = basisPoints.reduce((a, b) => a + b, 0);
  const parts = largestRemainder(totalFen, [...basisPoints, FULL_BP - sum]);
  return parts.slice(0, basisPoints.length);
}

export interface Share<K> {
  key: K;
  bp: number;
}

export interface SharePart<K> extends Share<K> {
  amountFen: number;
  /** True for the appended part kept by the parent (10000 − sum of the shares). */
  retained: boolean;
}

/**
 * Splits totalFen across keyed shares; when they sum to less than 10000 a retained part
 * (key null) is appended, so the amounts always add up to the total.
 */
export function splitByShares<K>(
  totalFen: number,
  shares: readonly Share<K>[],
): SharePart<K | null>[] {
  assertTotal(totalFen);
  const bps = shares.map((s) => s.bp);
  assertBasisPoints(bps);
  const retainedBp = FULL_BP - bps.reduce((a, b) => a + b, 0);
  const amounts = largestRemainder(totalFen, [...bps, retainedBp]);
  const parts: SharePart<K | null>[] = shares.map((s, i) => ({
    key: s.key,
    bp: s.bp,
    amountFen: amounts[i],
    retained: false,
  }));
  if (retainedBp > 0) {
    parts.push({ key: null, bp: retainedBp, amountFen: amounts[shares.length], retained: true });
  }
  return parts;
}
