import { AppError } from '../errors/app-error.ts';
import { Code } from '../errors/codes.ts';

function refuse(input: unknown): AppError {
  return new AppError(Code.ValidationFailed, {
    fields: { bp: 'validation.bp.invalid' },
    data: { input },
  });
}

/** Basis points as an exact percentage: 1250 → '12.5%', 10000 → '100%', 1 → '0.01%'. */
export function bpToPercentString(bp: number): string {
  if (!Number.isSafeInteger(bp)) throw refuse(bp);
  const abs = Math.abs(bp);
  const whole = Math.trunc(abs / 100);
  const fraction = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${bp < 0 ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}%`;
}

const PERCENT_PATTERN = /^(\d{1,3})(?:\.(\d{1,2}))?%?$/;

/** A percentage string with at most two decimals to basis points: '12.5' → 1250; 0..100% only. */
export function percentToBp(input: string): number {
  const match = PERCENT_PATTERN.exec(String(input).trim());
  if (!match) throw refuse(input);
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (bp > 10000) throw refuse(input);
  return bp;
}
