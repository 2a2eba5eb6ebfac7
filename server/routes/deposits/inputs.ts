import { z } from 'zod';
import { booleanQuery, listQuery } from '../../domain/common-inputs.ts';

export const accountListQuery = listQuery.extend({
  status: z.enum(['pending_review', 'active', 'rejected', 'frozen', 'closed']).optional(),
  institutionId: z.coerce.number().int().min(1).optional(),
  shortfall: booleanQuery.optional(),
});
export type AccountListQuery = z.output<typeof accountListQuery>;

export const requestListQuery = listQuery.extend({
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
  kind: z.enum(['open', 'top_up', 'refund', 'freeze', 'unfreeze', 'close']).optional(),
  accountNo: z.string().trim().max(40).optional(),
});
export type RequestListQuery = z.output<typeof requestListQuery>;

export const accountNoParams = z.object({ accountNo: z.string().regex(/^BZJ\d{14}$/) });

const fen = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const openAccountBody = z.object({
  institutionId: z.number().int().min(1),
  merchantId: z.number().int().min(1).nullable().optional(),
  requiredFen: fen.min(1),
  note: z.string().trim().max(200).optional(),
});

export const submitRequestBody = z
  .object({
    kind: z.enum(['top_up', 'refund', 'freeze', 'unfreeze', 'close']),
    amountFen: fen,
    note: z.string().trim().max(200).optional(),
  })
  .refine((b) => b.kind === 'close' || b.amountFen > 0, {
    path: ['amountFen'],
    message: 'validation.tooSmall',
  });
