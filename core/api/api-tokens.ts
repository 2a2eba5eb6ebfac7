import type { z } from 'zod';
import type { apiTokenSchema, createdApiTokenSchema } from '../schemas/index.ts';
import type { Id } from '../types/index.ts';
import type { apiTokenCreateSchema } from '../validate/index.ts';
import type { ApiClient, CallInit } from './client.ts';
import { segment } from './url.ts';
// The token policy is core/access's; the console and qy import it from here with the calls.
export {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_SCOPES,
  isApiToken,
  MAX_API_TOKEN_DAYS,
  MAX_API_TOKEN_DAYS_BY_SCOPE,
  type ApiTokenScope,
} from '../access/api-tokens.ts';

/** `POST /sys/user/api-tokens`: the body core/validate's apiTokenCreateSchema checks. */
export type ApiTokenInput = z.input<typeof apiTokenCreateSchema>;

/** An API token as listed: never its secret. */
export type ApiToken = z.output<typeof apiTokenSchema>;

/** What creating returns: the listed fields plus the secret, shown this once only. */
export type CreatedApiToken = z.output<typeof createdApiTokenSchema>;

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
