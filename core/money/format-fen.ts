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

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

function splitFen(fen: number): { negative: boolean; yuan: string; cents: string } {
  const abs = BigInt(Math.abs(fen));
  return {
    negative: fen < 0,
    yuan: (abs / 100n).toString(),
    cents: (abs % 100n).toString().padStart(2, '0'),
  };
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
