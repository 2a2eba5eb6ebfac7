import { z } from 'zod';
import {
  merchantChangeSchema,
  merchantListQuerySchema,
  merchantOnboardSchema,
  merchantReviewListQuerySchema,
  revealSchema,
  businessNoSchema,
} from '#core/validate';
import { cursorAware } from '../../domain/common-inputs.ts';

export const merchantListQuery = cursorAware(merchantListQuerySchema);
export type MerchantListQuery = z.output<typeof merchantListQuerySchema>;

export const reviewListQuery = cursorAware(merchantReviewListQuerySchema);
export type ReviewListQuery = z.output<typeof merchantReviewListQuerySchema>;

export const merchantNoParams = z.object({
  merchantNo: businessNoSchema('merchant'),
});

export const merchantOnboardBody = merchantOnboardSchema;
export type MerchantFields = z.output<typeof merchantOnboardSchema>;
export const merchantChangeBody = merchantChangeSchema;
export const revealBody = revealSchema;
