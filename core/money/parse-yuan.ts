import { AppError } from '../errors/app-error.ts';
import { Code } from '../errors/codes.ts';

export interface ParseYuanOptions {
  /** Accept a leading minus sign (refunds, adjustments). Refused by default. */
  allowNegative?: boolean;
}

export type ParseYuanResult = { ok: true; fen: number } | { ok: false; error: AppError };

// Integer part either plain digits or correctly grouped thousands ("1,234,567"), then at most
// two decimals. Parsed as strings and BigInt so no floating point ever touches the amount.
const YUAN_PATTERN = /^(-)?¥?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

function refuse(input: string, reason: string): AppError {
  return new AppError(Code.ValidationFailed, {
    fields: { amount: 'validation.money.invalid' },
    data: { input, reason },
  });
}

/** Parses a yuan amount ('1,234.56', '¥12', '0.5') into integer fen; throws AppError otherwise. */
export function parseYuan(input: string, options: ParseYuanOptions = {}): number {
  const trimmed = String(input).trim();
  const match = YUAN_PATTERN.exec(trimmed);
  if (!match) throw refuse(trimmed, 'format');
  const [, minus, integer, decimals = ''] = match;
  if (minus && !options.allowNegative) throw refuse(trimmed, 'negative');
  const fen = BigInt(integer.replaceAll(',', '')) * 100n + BigInt(decimals.padEnd(2, '0'));
  if (fen > BigInt(Number.MAX_SAFE_INTEGER)) throw refuse(trimmed, 'too-large');
  const value = Number(fen);
  // Avoid returning -0 for '-0.00'.
  return minus && value !== 0 ? -value : value;
}

/** Like parseYuan, but returns a result instead of throwing. */
export function tryParseYuan(input: string, options: ParseYuanOptions = {}): ParseYuanResult {
  try {
    return { ok: true, fen: parseYuan(input, options) };
  } catch (error) {
    return { ok: false, error: error as AppError };
  }
}
