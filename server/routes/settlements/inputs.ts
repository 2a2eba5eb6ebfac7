import { z } from 'zod';
import {
  decisionSchema,
  rejectSchema,
  settlementListQuerySchema,
  settlementMonthlyQuerySchema,
  settlementTotalsQuerySchema,
  businessNoSchema,
} from '#core/validate';
import { cursorAware } from '../../domain/common-inputs.ts';

export const settlementListQuery = cursorAware(settlementListQuerySchema);
export type SettlementListQuery = z.output<typeof settlementListQuerySchema>;
export const monthlyQuery = settlementMonthlyQuerySchema;
export const totalsQuery = settlementTotalsQuerySchema;
export const settlementNoParams = z.object({
  settlementNo: businessNoSchema('settlement'),
});

/** Bank outcome of a processing settlement: the bank's serial number. */
export const completeBody = decisionSchema.extend({
  bankSerialNo: z.string().trim().min(1, 'validation.required').max(40, 'validation.tooLong'),
});
/** Bank failure of a processing settlement: the reason (same rule as a rejection reason). */
export const failBody = rejectSchema;
