/**
 * What an API token may be: its recognisable prefix, its scopes and how long each may live. This is
 * access policy, so it lives here with no imports: core/validate builds the create body's rules
 * from it and core/api calls the endpoints, and neither has to import the other for it.
 */

/** Every API token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'qyat_';

export function isApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

/** read-only: GET requests only; read-write: everything its user may do. */
export const API_TOKEN_SCOPES = ['read-only', 'read-write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** The expiries the console offers; `null` is "never expires". */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const MAX_API_TOKEN_DAYS = 365;
/**
 * The longest life of a token by scope: a stolen read-write token must not mint permanent write
 * access, so it ends within 90 days; a read-only one within a year; none lives forever.
 */
export const MAX_API_TOKEN_DAYS_BY_SCOPE = { 'read-only': 365, 'read-write': 90 } as const;
