/** Request bodies for deposit accounts and their requests (docs/API.md). */
import { z } from 'zod';
import { ACCOUNT_REQUEST_KINDS } from '../enums/index.ts';
import { fenSchema, idSchema, optionalText, positiveFenSchema } from './rules.ts';

/** Opens an account: it starts pending_review with an `open` request. */
export const depositAccountOpenSchema = z.object({
  institutionId: idSchema,
  merchantId: idSchema.nullable().optional(),
  requiredFen: positiveFenSchema,
  note: optionalText(200),
});

/** A request on an account; the amount must be > 0 except for `close` (which moves no money). */
export const depositRequestSchema = z
  .object({
    kind: z.enum(ACCOUNT_REQUEST_KINDS, { error: 'validation.enum' }),
    amountFen: fenSchema,
    note: optionalText(200),
  })
  .refine((r) => r.kind === 'close' || r.amountFen > 0, {
    error: 'validation.money.positive',
    path: ['amountFen'],
  });

/** Request bodies as the server accepts them (core/api sends these). */
export type DepositAccountOpenBody = z.output<typeof depositAccountOpenSchema>;
export type DepositRequestBody = z.output<typeof depositRequestSchema>;
