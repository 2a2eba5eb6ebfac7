/** The User Setting page's security forms (seed §5 password hint). */
import { z } from 'zod';
import { mobileSchema, passwordSchema } from './rules.ts';

const currentPhoneCode = z
  .string({ error: 'validation.login.code.invalid' })
  .trim()
  .regex(/^\d{6}$/, 'validation.login.code.invalid');

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'validation.password.current' })
      .min(1, 'validation.password.current'),
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: 'validation.password.mismatch' }),
    /** Administrators only: the code sent to the current phone (POST /user/reauth/code). */
    currentPhoneCode: currentPhoneCode.optional(),
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

/** Security · change phone, step 1: the new number gets a code. */
export const phoneCodeSchema = z.object({ phone: mobileSchema });

/** Security · change phone, step 2: the number and the 6-digit code sent to it. */
export const changePhoneSchema = z.object({
  phone: mobileSchema,
  /** Administrators only: the current password and the code sent to the current phone. */
  currentPassword: z.string({ error: 'validation.password.current' }).max(128).optional(),
  currentPhoneCode: currentPhoneCode.optional(),
  code: z
    .string({ error: 'validation.login.code.invalid' })
    .trim()
    .regex(/^\d{6}$/, 'validation.login.code.invalid'),
});
export type ChangePhoneInput = z.output<typeof changePhoneSchema>;
