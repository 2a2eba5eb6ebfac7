import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountFenProblem,
  isBalanceFen,
  MAX_AMOUNT_FEN,
  MAX_BALANCE_FEN,
} from '../../../core/money/index.ts';
import { fenSchema, positiveFenSchema } from '../../../core/validate/rules.ts';

/** The schema's first message key, or null when it accepts the value. */
const schemaProblem = (schema: typeof fenSchema, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0].message;
};

const anyValue = fc.oneof(
  fc.integer(),
  fc.maxSafeInteger(),
  fc.double(),
  fc.integer({ min: MAX_AMOUNT_FEN - 1000, max: MAX_AMOUNT_FEN + 1000 }),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 2 ** 53, 2 ** 53 + 2, 1e21),
  fc.string(),
  fc.bigInt(),
  fc.constantFrom(null, undefined, true, [], {}),
);

describe('amount bounds', () => {
  it('accepts exactly the whole numbers 0 … 10¹³', () => {
    fc.assert(
      fc.property(anyValue, (v) => {
        const ok = typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1e13;
        expect(amountFenProblem(v) === null).toBe(ok);
      }),
      { numRuns: 2000 },
    );
    expect(amountFenProblem(MAX_AMOUNT_FEN)).toBeNull();
    expect(amountFenProblem(MAX_AMOUNT_FEN + 1)).toBe('validation.money.tooLarge');
    expect(amountFenProblem(0.5)).toBe('validation.money.fen');
    expect(amountFenProblem(-1)).toBe('validation.money.fen');
    expect(amountFenProblem(0, { positive: true })).toBe('validation.money.positive');
  });

  it('the shared schemas (forms and server) agree with the validator on every value', () => {
    fc.assert(
      fc.property(anyValue, (v) => {
        expect(schemaProblem(fenSchema, v)).toBe(amountFenProblem(v));
        expect(schemaProblem(positiveFenSchema, v)).toBe(amountFenProblem(v, { positive: true }));
      }),
      { numRuns: 2000 },
    );
  });

  it('a bounded balance plus a bounded amount is exact (no rounding below 2⁵³)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_BALANCE_FEN }),
        fc.integer({ min: 1, max: MAX_AMOUNT_FEN }),
        (balance, amount) => {
          const sum = balance + amount;
          expect(Number.isSafeInteger(sum)).toBe(true);
          expect(BigInt(sum)).toBe(BigInt(balance) + BigInt(amount));
          expect(sum - amount).toBe(balance);
          expect(isBalanceFen(sum)).toBe(sum <= MAX_BALANCE_FEN);
        },
      ),
    );
    expect(isBalanceFen(-1)).toBe(false);
    expect(isBalanceFen(MAX_BALANCE_FEN)).toBe(true);
    expect(isBalanceFen(MAX_BALANCE_FEN + 1)).toBe(false);
  });
});
