import { z } from 'zod';
import {
  depositAccountListQuerySchema,
  depositAccountOpenSchema,
  depositRequestListQuerySchema,
  depositRequestSchema,
  businessNoSchema,
} from '#core/validate';
import { cursorAware } from '../../domain/common-inputs.ts';

export const accountListQuery = cursorAware(depositAccountListQuerySchema);
export type AccountListQuery = z.output<typeof depositAccountListQuerySchema>;

export const requestListQuery = cursorAware(depositRequestListQuerySchema);
export type RequestListQuery = z.output<typeof depositRequestListQuerySchema>;

export const accountNoParams = z.object({
  accountNo: businessNoSchema('deposit'),
});

export const openAccountBody = depositAccountOpenSchema;
export const submitRequestBody = depositRequestSchema;
