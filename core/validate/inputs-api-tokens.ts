/** The API-token create body (core/access/api-tokens.ts holds the policy, core/api the calls). */
import { z } from 'zod';
import {
  API_TOKEN_SCOPES,
  MAX_API_TOKEN_DAYS,
  MAX_API_TOKEN_DAYS_BY_SCOPE,
} from '../access/api-tokens.ts';
import { requiredText } from './rules.ts';

/**
 * `POST /sys/user/api-tokens`: a name, a scope, the days until it expires (read-write at most 90,
 * read-only at most 365; null, "never", is refused) and the caller's password, checked again: a
 * stolen session alone must not mint a token.
 */
export const apiTokenCreateSchema = z
  .object({
    name: requiredText('validation.required', 60),
    scope: z.enum(API_TOKEN_SCOPES, { error: 'validation.enum' }),
    expiresInDays: z
      // Left out it is required (as null is), not a malformed number.
      .number({
        error: (issue) =>
          issue.input === undefined ? 'validation.required' : 'validation.integer',
      })
      .int('validation.integer')
      // One refine with both bounds: the message names the whole range.
      .refine((days) => days >= 1 && days <= MAX_API_TOKEN_DAYS, {
        error: 'validation.range',
        params: { min: 1, max: MAX_API_TOKEN_DAYS },
      })
      .nullable()
      .refine((days) => days !== null, { error: 'validation.required' }),
    // Optional in the type so older clients still compile; the server refuses a body without it
    // (400100, field password), so no token is minted without it.
    password: z.string({ error: 'validation.required' }).max(128).optional(),
  })
  .superRefine((body, ctx) => {
    const max = MAX_API_TOKEN_DAYS_BY_SCOPE[body.scope];
    if (body.expiresInDays !== null && body.expiresInDays > max)
      ctx.addIssue({
        code: 'custom',
        path: ['expiresInDays'],
        message: 'validation.range',
        params: { min: 1, max },
      });
  });
