import { z } from 'zod';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Filters shared by the list, the stream and the export (docs/API.md "System log"). */
export const logFilterInput = z.object({
  module: text(64),
  username: text(64),
  action: text(64),
  result: z.enum(['success', 'failure']).optional(),
  since: z.iso.datetime({ offset: true, error: 'validation.datetime.invalid' }).optional(),
  q: text(100),
});

export const logListInput = logFilterInput.extend({
  afterId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Present (even empty) → cursor mode. */
  cursor: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

export const logStreamInput = logFilterInput.extend({
  lastEventId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

export type LogFilters = z.output<typeof logFilterInput>;
