import type { MerchantInput } from '#core/api';

/** The onboarding form's fields as typed (strings); core's merchantOnboardSchema checks them. */
export type OnboardForm = Record<keyof MerchantInput, string>;

export const EMPTY_ONBOARD: OnboardForm = {
  name: '',
  institutionId: '',
  creditCode: '',
  legalPerson: '',
  idNo: '',
  contactPhone: '',
  bankAccount: '',
};
