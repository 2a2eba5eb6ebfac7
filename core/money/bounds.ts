/**
 * Bounds on money (issue 10): every amount a request carries is at most 10¹³ fen (100 billion
 * yuan) and every stored balance at most 10¹⁵ fen. Both sit far below 2⁵³, so a balance plus an
 * amount is still an exact JavaScript number and nothing is lost to rounding. The database holds
 * the same balance bound as CHECK constraints.
 */
export const MAX_AMOUNT_FEN = 10_000_000_000_000;
export const MAX_BALANCE_FEN = 1_000_000_000_000_000;

/** Why a value is not an acceptable amount of fen (a message key), or null when it is. */
export type AmountProblem =
  'validation.money.fen' | 'validation.money.positive' | 'validation.money.tooLarge';

/**
 * Checks an amount of fen: a whole number, not negative (or > 0 with `positive`) and at most
 * MAX_AMOUNT_FEN. Anything else — fractions, NaN, infinities, strings, bigints — is refused.
 */
export function amountFenProblem(
  value: unknown,
  options: { positive?: boolean } = {},
): AmountProblem | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'validation.money.fen';
  if (value < 0) return 'validation.money.fen';
  if (value > MAX_AMOUNT_FEN) return 'validation.money.tooLarge';
  if (options.positive && value === 0) return 'validation.money.positive';
  return null;
}

/** True when a balance stays within 0 … MAX_BALANCE_FEN (what the database CHECK enforces). */
export const isBalanceFen = (value: number): boolean =>
  Number.isSafeInteger(value) && value >= 0 && value <= MAX_BALANCE_FEN;
