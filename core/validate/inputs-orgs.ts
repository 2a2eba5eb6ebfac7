/** Request bodies for organisations and institutions (docs/API.md). */
import { z } from 'zod';
import {
  bankAccountSchema,
  bpSchema,
  creditCodeSchema,
  idSchema,
  mobileSchema,
  requiredText,
  versionSchema,
} from './rules.ts';

export const ORG_KINDS = ['platform', 'branch', 'partner', 'agent'] as const;

const orgFields = {
  parentId: idSchema.nullable(),
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'validation.invalid'),
  name: requiredText('validation.required', 64),
  kind: z.enum(ORG_KINDS, { error: 'validation.enum' }),
  settlementTarget: z.boolean(),
  shareBp: bpSchema,
  bankAccount: bankAccountSchema,
};

export const orgCreateSchema = z.object(orgFields);

/** Everything but the code may change; `version` is the one read. */
export const orgUpdateSchema = z.object({
  version: versionSchema,
  name: orgFields.name.optional(),
  kind: orgFields.kind.optional(),
  parentId: orgFields.parentId.optional(),
  settlementTarget: orgFields.settlementTarget.optional(),
  shareBp: orgFields.shareBp.optional(),
  bankAccount: orgFields.bankAccount.optional(),
});

const institutionFields = {
  name: requiredText('validation.required', 100),
  creditCode: creditCodeSchema,
  legalPerson: requiredText('validation.required', 50),
  contactName: requiredText('validation.required', 50),
  contactPhone: mobileSchema,
  address: requiredText('validation.required', 200),
  orgId: idSchema,
};

export const institutionCreateSchema = z.object(institutionFields);

export const institutionUpdateSchema = z
  .object(institutionFields)
  .partial()
  .extend({ version: versionSchema });

/** Request bodies as the server accepts them (core/api sends these). */
export type OrgCreateBody = z.output<typeof orgCreateSchema>;
export type InstitutionCreateBody = z.output<typeof institutionCreateSchema>;
