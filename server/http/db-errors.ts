import { AppError, Code } from '#core/errors';

/** The SQLSTATE (or Node error code) of an error or of any error in its cause chain. */
export function errorCodesOf(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

// postgres-js and Node socket codes of a database that cannot be reached.
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/** True when the error means the database is away (network, shutdown, too many connections). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorCodesOf(error).some(
    (c) =>
      UNREACHABLE.has(c) ||
      /^08/.test(c) || // connection exception
      c === '57P01' || // admin shutdown
      c === '57P02' || // crash shutdown
      c === '57P03' || // cannot connect now
      c === '53300', // too many connections
  );
}

/**
 * The catalogue error an unexpected error stands for, or null when it is a real internal error.
 * A data exception (SQLSTATE class 22: a value out of range, an invalid text representation …)
 * can only come from input no schema caught, so it is the caller's 400100, never a 500; a database
 * that cannot be reached is 503100. No text of the original error is carried over.
 */
export function catalogueErrorOf(error: unknown): AppError | null {
  if (isDatabaseUnavailable(error)) return new AppError(Code.Unavailable);
  // query_canceled: statement_timeout cut a query off (the database is overloaded, not gone); or the
  // client-side deadline passed (QY_DEADLINE: a frozen server, or no pooled connection in time).
  if (errorCodesOf(error).some((c) => c === '57014' || c === 'QY_DEADLINE'))
    return new AppError(Code.Unavailable);
  // check_violation: a write the balance bounds refuse (the domain checks first; this is the backstop).
  if (errorCodesOf(error).includes('23514')) return new AppError(Code.BalanceOutOfRange);
  // unique_violation that no handler mapped to its field: a duplicate, never a 500.
  if (errorCodesOf(error).includes('23505')) return new AppError(Code.Duplicate);
  if (errorCodesOf(error).some((c) => /^22[0-9A-Z]{3}$/.test(c))) {
    return new AppError(Code.ValidationFailed);
  }
  return null;
}
