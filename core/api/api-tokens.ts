import type { z } from 'zod';
import type { apiTokenSchema, createdApiTokenSchema } from '../schemas/index.ts';
import type { Id } from '../types/index.ts';
import type { apiTokenCreateSchema } from '../validate/index.ts';
import type { ApiClient, CallInit } from './client.ts';
import { segment } from './url.ts';

/** Every API token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'qyat_';

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

/** `POST /sys/user/api-tokens`: the body core/validate's apiTokenCreateSchema checks. */
export type ApiTokenInput = z.input<typeof apiTokenCreateSchema>;

/** An API token as listed: never its secret. */
export type ApiToken = z.output<typeof apiTokenSchema>;

/** What creating returns: the listed fields plus the secret, shown this once only. */
export type CreatedApiToken = z.output<typeof createdApiTokenSchema>;

export function isApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

/** Creates an API token for the signed-in user; the answer holds the secret once. */
export function createApiToken(client: ApiClient, input: ApiTokenInput): Promise<CreatedApiToken> {
  return client.post('/sys/user/api-tokens', input);
}

/** The signed-in user's API tokens, newest first, revoked ones included. */
export function listApiTokens(client: ApiClient, init?: CallInit): Promise<ApiToken[]> {
  return client.get('/sys/user/api-tokens', undefined, init);
}

/** Revokes one of the signed-in user's API tokens; it is refused from the next request on. */
export function revokeApiToken(client: ApiClient, id: Id): Promise<ApiToken> {
  return client.post(`/sys/user/api-tokens/${segment(id)}/revoke`);
}

/** An administrator: one user's API tokens, newest first (never their secrets). */
export function listUserApiTokens(
  client: ApiClient,
  userId: Id,
  init?: CallInit,
): Promise<ApiToken[]> {
  return client.get(`/users/${segment(userId)}/api-tokens`, undefined, init);
}

/** An administrator: revokes one of a user's API tokens. */
export function revokeUserApiToken(client: ApiClient, userId: Id, tokenId: Id): Promise<ApiToken> {
  return client.post(`/users/${segment(userId)}/api-tokens/${segment(tokenId)}/revoke`);
}
