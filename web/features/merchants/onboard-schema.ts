import { z } from 'zod';
import { bankAccountSchema, creditCodeSchema, idNoSchema, mobileSchema, requiredText } from '#core/validate';

/** The onboarding form's rules, built from core's validators (the server applies the same). */
export const onboardFormSchema = z.object({
  name: requiredText('validation.required', 100),
  institutionId: requiredText(),
  creditCode: creditCodeSchema,
  legalPerson: requiredText('validation.required', 50),
  idNo: idNoSchema,
  contactPhone: mobileSchema,
  bankAccount: bankAccountSchema,
});

export type OnboardForm = z.input<typeof onboardFormSchema>;

export const EMPTY_ONBOARD: OnboardForm = {
  name: '',
  institutionId: '',
  creditCode: '',
  legalPerson: '',
  idNo: '',
  contactPhone: '',
  bankAccount: '',
};
