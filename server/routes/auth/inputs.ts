import { z } from 'zod';

// Seed §5 login rules (username and password cannot be empty) plus the 6-digit SMS code.
// The message values are core's i18n keys, localized by the endpoint layer.
export const loginByCodeInput = z.object({
  username: z
    .string({ error: 'validation.login.username.required' })
    .trim()
    .min(1, 'validation.login.username.required')
    .max(64),
  password: z
    .string({ error: 'validation.login.password.required' })
    .min(1, 'validation.login.password.required')
    .max(128),
  code: z
    .string({ error: 'validation.login.code.invalid' })
    .trim()
    .regex(/^\d{6}$/, 'validation.login.code.invalid'),
});

export const smsSendInput = z.object({
  username: z
    .string({ error: 'validation.login.username.required' })
    .trim()
    .min(1, 'validation.login.username.required')
    .max(64),
});
