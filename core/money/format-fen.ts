import { AppError } from '../errors/app-error.ts';
import { Code } from '../errors/codes.ts';

export type MoneyLocale = 'en-US' | 'zh-CN';

export interface FormatFenOptions {
  /** Prefix the ¥ sign (default true). */
  symbol?: boolean;
}

function assertFen(fen: number): void {
  if (!Number.isSafeInteger(fen)) {
    throw new AppError(Code.ValidationFailed, { data: { fen, reason: 'not-integer-fen' } });
  }
}

/** '1234567' → '1,234,567' (a table formats every amount of every row: no regex, no BigInt). */
function groupThousands(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += ',' + digits.slice(i, i + 3);
  return out;
}

/** '00'…'99': the cents of an amount by their number (a CSV export writes four amounts a row). */
const CENTS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/** Exact for every safe integer: the remainder and the quotient of a multiple of 100 are. */
function splitFen(fen: number): { negative: boolean; yuan: string; cents: string } {
  const abs = Math.abs(fen);
  const cents = abs % 100;
  return { negative: fen < 0, yuan: String((abs - cents) / 100), cents: CENTS[cents] };
}

/**
 * Formats integer fen for display: 123456 → '¥1,234.56', -100 → '-¥1.00'.
 * Both locales write yuan with ¥ and comma grouping, so the locale only selects future variants.
 */
export function formatFen(
  fen: number,
  _locale: MoneyLocale = 'zh-CN',
  { symbol = true }: FormatFenOptions = {},
): string {
  assertFen(fen);
  const { negative, yuan, cents } = splitFen(fen);
  return `${negative ? '-' : ''}${symbol ? '¥' : ''}${groupThousands(yuan)}.${cents}`;
}

/** Plain yuan with two decimals and no grouping, for CSV and JSON edges: 123456 → '1234.56'. */
export function fenToYuanString(fen: number): string {
  assertFen(fen);
  const { negative, yuan, cents } = splitFen(fen);
  return `${negative ? '-' : ''}${yuan}.${cents}`;
}
