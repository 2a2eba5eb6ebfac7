import type { InstitutionInput } from '#core/api';

/** The institution form's fields as typed (strings); core's institutionCreateSchema checks them. */
export type InstitutionForm = Record<keyof InstitutionInput, string>;
