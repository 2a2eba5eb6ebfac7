/** Bodies of the review actions shared by deposit requests, merchant reviews and retries. */
import { z } from 'zod';
import { idSchema, versionSchema } from './rules.ts';

export const REASON_MAX = 200;

const reasonSchema = z
  .string({ error: 'validation.reason.required' })
  .trim()
  .min(1, 'validation.reason.required')
  .max(REASON_MAX, 'validation.tooLong');

/** Approve, enable, disable, retry …: `{ version }`. */
export const decisionSchema = z.object({ version: versionSchema });

/** Reject: `{ version, reason }`, reason 1..200 characters. */
export const rejectSchema = z.object({ version: versionSchema, reason: reasonSchema });

/** Approve or reject a merchant review: reason required only when rejecting. */
export const reviewDecisionSchema = z.object({
  version: versionSchema,
  reason: reasonSchema.optional(),
});

/** Batch decisions: `{ decision, reason?, items: [{ id, version }] }`; a rejection needs a reason. */
export const batchDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'validation.enum' }),
    reason: reasonSchema.optional(),
    items: z
      .array(z.object({ id: idSchema, version: versionSchema }), {
        error: 'validation.batch.empty',
      })
      .min(1, 'validation.batch.empty')
      .max(100, 'validation.tooManyItems'),
  })
  .refine((body) => body.decision === 'approve' || body.reason !== undefined, {
    error: 'validation.reason.required',
    path: ['reason'],
  });

/** Request bodies as the server accepts them (core/api sends these). */
export type BatchDecisionBody = z.output<typeof batchDecisionSchema>;
