/**
 * Business numbers, one format for server, console and CLI: prefix + the Beijing business day
 * (yyyymmdd) + a zero-padded daily sequence of six digits, e.g. BZJ20260101000001.
 */
export const BUSINESS_NO_PREFIX = { deposit: 'BZJ', merchant: 'M', settlement: 'ST' } as const;
export type BusinessNoKind = keyof typeof BUSINESS_NO_PREFIX;

/** Digits after the prefix: 8 of the day and 6 of the sequence. */
const BUSINESS_NO_DIGITS = 14;
const SEQUENCE_WIDTH = 6;

/** yyyymmdd of a date in China Standard Time (business days are Beijing days). */
export function businessDay(at: Date): string {
  const cst = new Date(at.getTime() + 8 * 3600_000);
  return cst.toISOString().slice(0, 10).replaceAll('-', '');
}

/** prefix + yyyymmdd + zero-padded sequence (BZJ20260101000001). */
export function formatBusinessNo(
  prefix: string,
  day: string,
  seq: number,
  width = SEQUENCE_WIDTH,
): string {
  return `${prefix}${day}${String(seq).padStart(width, '0')}`;
}

/** The whole-number pattern of each kind (paths, OpenAPI `pattern`). */
export const BUSINESS_NO_PATTERN: Record<BusinessNoKind, RegExp> = {
  deposit: new RegExp(`^${BUSINESS_NO_PREFIX.deposit}\\d{${BUSINESS_NO_DIGITS}}$`),
  merchant: new RegExp(`^${BUSINESS_NO_PREFIX.merchant}\\d{${BUSINESS_NO_DIGITS}}$`),
  settlement: new RegExp(`^${BUSINESS_NO_PREFIX.settlement}\\d{${BUSINESS_NO_DIGITS}}$`),
};

/** Whether `value` is a whole business number of that kind. */
export function isBusinessNo(kind: BusinessNoKind, value: string): boolean {
  return BUSINESS_NO_PATTERN[kind].test(value);
}

/** The parts of a business number of that kind, or null when it is not one. */
export function parseBusinessNo(
  kind: BusinessNoKind,
  value: string,
): { day: string; seq: number } | null {
  if (!isBusinessNo(kind, value)) return null;
  const digits = value.slice(BUSINESS_NO_PREFIX[kind].length);
  return { day: digits.slice(0, 8), seq: Number(digits.slice(8)) };
}

/**
 * A typed number prefix completed with the kind's prefix (search by number): 'bzj2026' and '2026'
 * both become 'BZJ2026'.
 */
export function withBusinessPrefix(kind: BusinessNoKind, typed: string): string {
  const raw = typed.toUpperCase();
  const prefix = BUSINESS_NO_PREFIX[kind];
  return raw.startsWith(prefix) ? raw : `${prefix}${raw}`;
}
