import type { z } from 'zod';
import {
  institutionCreateSchema,
  institutionListQuerySchema,
  institutionUpdateSchema,
} from '#core/validate';
import { cursorAware } from '../../domain/common-inputs.ts';

export const institutionListQuery = cursorAware(institutionListQuerySchema);
export type InstitutionListQuery = z.output<typeof institutionListQuerySchema>;
export const institutionCreateBody = institutionCreateSchema;
export const institutionUpdateBody = institutionUpdateSchema;
