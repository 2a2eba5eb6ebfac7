/** Sign-in policy (PRODUCT.md §4, issue 3). */
export const SIGN_IN_POLICY = {
  /** Wrong passwords within the window that lock the account. */
  maxFailures: 5,
  failureWindowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  smsCodeTtlMs: 5 * 60_000,
  smsCooldownMs: 60_000,
  smsMaxTries: 5,
} as const;
