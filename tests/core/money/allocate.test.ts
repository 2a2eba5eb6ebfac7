import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AppError } from '#core/errors';
import { Code } from '#core/errors';
import { allocate, splitByShares } from '#core/money';

const total = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
/** Basis point lists summing to at most 10000. */
const bps = fc
  .array(fc.integer({ min: 0, max: 10000 }), { minLength: 1, maxLength: 12 })
  .map((list) => {
    let left = 10000;
    return list.map((bp) => {
      const take = Math.min(bp, left);
      left -= take;
      return take;
    });
  });

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function codeOf(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (e) {
    return (e as AppError).code;
  }
  return undefined;
}

describe('allocate', () => {
  it('splits 100 fen by thirds with the lower index winning ties', () => {
    expect(allocate(100, [3334, 3333, 3333])).toEqual([34, 33, 33]);
    expect(allocate(2, [5000, 5000])).toEqual([1, 1]);
    expect(allocate(1, [5000, 5000])).toEqual([1, 0]);
    expect(allocate(10, [3333, 3333, 3334])).toEqual([3, 3, 4]);
  });

  it('leaves the retained share out when the shares sum below 10000', () => {
    expect(allocate(1000, [2500])).toEqual([250]);
    expect(allocate(3, [5000])).toEqual([2]);
    expect(allocate(1, [3000, 3000])).toEqual([0, 0]);
  });

  it('refuses shares over 10000 and bad inputs', () => {
    expect(codeOf(() => allocate(100, [6000, 5000]))).toBe(Code.SharesExceedTotal);
    expect(codeOf(() => allocate(100, [1.5]))).toBe(Code.ValidationFailed);
    expect(codeOf(() => allocate(100, [-1]))).toBe(Code.ValidationFailed);
    expect(codeOf(() => allocate(100, [10001]))).toBe(Code.ValidationFailed);
    expect(codeOf(() => allocate(-1, [100]))).toBe(Code.ValidationFailed);
    expect(codeOf(() => allocate(0.5, [100]))).toBe(Code.ValidationFailed);
  });

  it('keeps each part within one fen of its exact share (property)', () => {
    fc.assert(
      fc.property(total, bps, (t, list) => {
        const parts = allocate(t, list);
        parts.forEach((part, i) => {
          const diff = BigInt(part) * 10000n - BigInt(t) * BigInt(list[i]);
          expect(diff < 10000n && diff > -10000n).toBe(true);
        });
      }),
    );
  });

  it('sums to the total when the shares are complete (property)', () => {
    fc.assert(
      fc.property(total, bps, (t, list) => {
        const complete = [...list, 10000 - sum(list)];
        expect(sum(allocate(t, complete))).toBe(t);
      }),
    );
  });

  it('is deterministic (property)', () => {
    fc.assert(
      fc.property(total, bps, (t, list) => {
        expect(allocate(t, list)).toEqual(allocate(t, [...list]));
      }),
    );
  });

  it('refuses any list summing over 10000 (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10000 }), { minLength: 2, maxLength: 8 }),
        (list) => {
          fc.pre(sum(list) > 10000);
          expect(codeOf(() => allocate(100, list))).toBe(Code.SharesExceedTotal);
        },
      ),
    );
  });

  it('refuses non-integer or negative basis points (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 0.001, max: 9999, noNaN: true }).filter((x) => !Number.isInteger(x)),
          fc.integer({ min: -10000, max: -1 }),
        ),
        (bad) => {
          expect(codeOf(() => allocate(100, [bad]))).toBe(Code.ValidationFailed);
        },
      ),
    );
  });
});

describe('splitByShares', () => {
  it('appends the retained part so amounts add up to the total', () => {
    const parts = splitByShares(1001, [
      { key: 'a', bp: 3000 },
      { key: 'b', bp: 2000 },
    ]);
    expect(parts).toEqual([
      { key: 'a', bp: 3000, amountFen: 300, retained: false },
      { key: 'b', bp: 2000, amountFen: 200, retained: false },
      { key: null, bp: 5000, amountFen: 501, retained: true },
    ]);
  });

  it('appends nothing when the shares are complete', () => {
    const parts = splitByShares(7, [
      { key: 1, bp: 5000 },
      { key: 2, bp: 5000 },
    ]);
    expect(parts.map((p) => p.amountFen)).toEqual([4, 3]);
    expect(parts.some((p) => p.retained)).toBe(false);
  });

  it('gives the whole total to the parent when there are no shares', () => {
    expect(splitByShares(500, [])).toEqual([
      { key: null, bp: 10000, amountFen: 500, retained: true },
    ]);
  });

  it('always sums to the total and agrees with allocate (property)', () => {
    fc.assert(
      fc.property(total, bps, (t, list) => {
        const parts = splitByShares(
          t,
          list.map((bp, i) => ({ key: i, bp })),
        );
        expect(sum(parts.map((p) => p.amountFen))).toBe(t);
        expect(parts.slice(0, list.length).map((p) => p.amountFen)).toEqual(allocate(t, list));
      }),
    );
  });

  it('refuses shares over 10000', () => {
    expect(
      codeOf(() =>
        splitByShares(1, [
          { key: 'a', bp: 9000 },
          { key: 'b', bp: 1001 },
        ]),
      ),
    ).toBe(Code.SharesExceedTotal);
  });
});
