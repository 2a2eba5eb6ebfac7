/** The API-token create body (core/api/api-tokens.ts holds the types and calls). */
import { z } from 'zod';
import { API_TOKEN_SCOPES, MAX_API_TOKEN_DAYS } from '../api/api-tokens.ts';
/** The token's recognisable prefix, for the server (which must not load core/api's HTTP client). */
export { API_TOKEN_PREFIX, isApiToken } from '../api/api-tokens.ts';
import { requiredText } from './rules.ts';

/** `POST /sys/user/api-tokens`: a name, a scope and the days until it expires (null: never). */
export const apiTokenCreateSchema = z.object({
  name: requiredText('validation.required', 60),
  scope: z.enum(API_TOKEN_SCOPES, { error: 'validation.enum' }),
  expiresInDays: z
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    // One refine with both bounds: the message names the whole range.
    .refine((days) => days >= 1 && days <= MAX_API_TOKEN_DAYS, {
      error: 'validation.range',
      params: { min: 1, max: MAX_API_TOKEN_DAYS },
    })
    .nullable(),
});
