/** Request bodies for merchants (docs/API.md). */
import { z } from 'zod';
import {
  bankCardSchema,
  creditCodeSchema,
  idNoSchema,
  idSchema,
  mobileSchema,
  requiredText,
  versionSchema,
} from './rules.ts';

const merchantFields = {
  name: requiredText('validation.required', 100),
  institutionId: idSchema,
  creditCode: creditCodeSchema,
  legalPerson: requiredText('validation.required', 50),
  idNo: idNoSchema,
  contactPhone: mobileSchema,
  bankAccount: bankCardSchema,
};

/** Onboarding: the merchant starts pending_review with an onboard review. */
export const merchantOnboardSchema = z.object(merchantFields);

const { institutionId: _fixed, ...changeable } = merchantFields;

/** A change request: `version` plus at least one changed field (the institution is fixed). */
export const merchantChangeSchema = z
  .object(changeable)
  .partial()
  .extend({ version: versionSchema })
  .refine(
    (body) => Object.keys(changeable).some((k) => body[k as keyof typeof body] !== undefined),
    {
      error: 'validation.changes.empty',
    },
  );

export const REVEALABLE_FIELDS = ['idNo', 'bankAccount', 'contactPhone'] as const;

/** Admin reveal of one masked field (logged by the server). */
export const revealSchema = z.object({
  field: z.enum(REVEALABLE_FIELDS, { error: 'validation.enum' }),
});

/** Request bodies as the server accepts them (core/api sends these). */
export type MerchantOnboardBody = z.output<typeof merchantOnboardSchema>;
