import { z } from 'zod';

/**
 * Shared input shapes of the business lists. They mirror docs/API.md's paging conventions; the
 * per-resource filters live in server/routes/<resource>/inputs.ts.
 */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.string().max(40).optional(),
  /** Present (even empty) → cursor mode. */
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  q: z.string().trim().max(100).optional(),
});
export type ListQuery = z.output<typeof listQuery>;

export const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const versionBody = z.object({ version: z.number().int().min(1) });

export const reasonText = z.string().trim().min(1).max(200);

export const rejectBody = z.object({ version: z.number().int().min(1), reason: reasonText });

export const decideBody = z.object({
  version: z.number().int().min(1),
  reason: reasonText.optional(),
});

export const batchDecisionBody = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: reasonText.optional(),
    items: z
      .array(z.object({ id: z.number().int().min(1), version: z.number().int().min(1) }))
      .min(1)
      .max(100),
  })
  .refine((b) => b.decision === 'approve' || Boolean(b.reason), {
    path: ['reason'],
    message: 'validation.required',
  });

export const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** `YYYY-MM-DD` */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
