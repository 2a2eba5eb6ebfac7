/** The User Setting page's security forms (seed §5 password hint). */
import { z } from 'zod';
import { passwordSchema } from './rules.ts';

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'validation.password.current' })
      .min(1, 'validation.password.current'),
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: 'validation.password.mismatch' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: 'validation.password.mismatch',
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    error: 'validation.password.same',
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
