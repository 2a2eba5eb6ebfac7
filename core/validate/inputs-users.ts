/** Request bodies for sign-in, SMS, system users and the palette/messages (docs/API.md). */
import { z } from 'zod';
import { loginSchema } from './forms.ts';
import {
  emailSchema,
  fenSchema,
  idSchema,
  mobileSchema,
  passwordSchema,
  requiredText,
  toNumberInput,
  usernameSchema,
  versionSchema,
} from './rules.ts';

export const ROLE_VALUES = ['admin', 'user'] as const;

/** `POST /sys/user/loginByCode` (form-encoded): the login form's rules. */
export const loginByCodeSchema = loginSchema;

/** `POST /sms/send` (form-encoded). */
export const smsSendSchema = z.object({
  username: requiredText('validation.login.username.required'),
});

const userFields = {
  username: usernameSchema,
  name: requiredText('validation.required', 50),
  phone: mobileSchema,
  email: emailSchema(),
  role: z.enum(ROLE_VALUES, { error: 'validation.enum' }),
  orgId: idSchema,
  password: passwordSchema,
};

export const userCreateSchema = z.object(userFields);

export const userUpdateSchema = z.object({
  version: versionSchema,
  name: userFields.name.optional(),
  phone: userFields.phone.optional(),
  email: userFields.email.optional(),
  role: userFields.role.optional(),
  orgId: userFields.orgId.optional(),
});

export const resetPasswordSchema = z.object({ version: versionSchema, password: passwordSchema });

/** `GET /orgs/:id/split-preview?grossFen=`. */
export const splitPreviewQuerySchema = z.object({
  grossFen: z.preprocess(toNumberInput, fenSchema),
});

/** `GET /search?q=&limit=` (palette record search). */
export const searchQuerySchema = z.object({
  q: requiredText('validation.required', 100),
  limit: z.coerce.number().int('validation.integer').min(1).max(20).default(10),
});

export const MESSAGE_TYPES = ['message', 'notice', 'todo'] as const;

/** `GET /messages?type=`, `POST /messages/read-all|clear { type? }`. */
export const messageTypeSchema = z.object({
  type: z.enum(MESSAGE_TYPES, { error: 'validation.enum' }).optional(),
});

/** Request bodies as the server accepts them (core/api sends these). */
export type UserCreateBody = z.output<typeof userCreateSchema>;
export type SmsSendBody = z.output<typeof smsSendSchema>;
export type LoginByCodeBody = z.output<typeof loginByCodeSchema>;
