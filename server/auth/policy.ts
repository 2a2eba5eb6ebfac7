/** Sign-in policy (PRODUCT.md §4, issues 3 and 10). */
export const SIGN_IN_POLICY = {
  /** Failed sign-ins (wrong password or wrong code) from one address within the window that lock that address out of that username. */
  maxFailures: 5,
  failureWindowMs: 15 * 60_000,
  /** Past maxFailures from all addresses together, each sign-in of the username waits this long, doubling. */
  slowDownBaseMs: 250,
  slowDownMaxMs: 4_000,
  smsCodeTtlMs: 5 * 60_000,
  /** The default time between two codes of one purpose to one user; SMS_COOLDOWN_SECONDS sets it. */
  smsCooldownMs: 60_000,
  smsMaxTries: 5,
} as const;
