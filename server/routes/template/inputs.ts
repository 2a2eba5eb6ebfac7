import { z } from 'zod';
import {
  CONTENT_TYPES,
  FILTER_TYPES,
  contentSetCreateSchema,
  blankToUndefined,
  dateStringSchema,
  idSchema,
  listPagingShape,
  pageQuerySchema,
  requiredText,
} from '#core/validate';
import { cursorAware } from '../../domain/common-inputs.ts';

// The template screens have no business schema in core; these are built from core's primitives.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

const contentSetQuerySchema = pageQuerySchema.extend({
  ...listPagingShape,
  number: optional(z.string().trim().max(20, 'validation.tooLong')),
  name: optional(z.string().trim().max(50, 'validation.tooLong')),
  contentType: optional(z.enum(CONTENT_TYPES, { error: 'validation.enum' })),
  filterType: optional(z.enum(FILTER_TYPES, { error: 'validation.enum' })),
  createdFrom: optional(dateStringSchema),
  createdTo: optional(dateStringSchema),
  status: optional(z.enum(['online', 'offline'], { error: 'validation.enum' })),
});
/** The search table's filters, page mode and cursor mode. */
export const contentSetQuery = cursorAware(contentSetQuerySchema);
export type ContentSetQuery = z.output<typeof contentSetQuerySchema>;

export const contentSetCreateBody = contentSetCreateSchema;

export const cardQuery = z.object({
  kind: optional(z.enum(['quality', 'service', 'rules'], { error: 'validation.enum' })),
});
export const cardParams = z.object({ id: idSchema });

const MONITOR_OPERATIONS = [
  'changeClarity',
  'switchStream',
  'removeClarity',
  'pushGasket',
] as const;

export const chatMessageBody = z.object({
  content: requiredText('validation.required', 200),
});

export const monitorOperationBody = z
  .object({
    operation: z.enum(MONITOR_OPERATIONS, { error: 'validation.enum' }),
    clarity: optional(z.enum(['sd', 'hd', 'fhd'], { error: 'validation.enum' })),
  })
  .refine((b) => b.operation !== 'removeClarity' || b.clarity, {
    error: 'validation.required',
    path: ['clarity'],
  });
export type MonitorOperationBody = z.output<typeof monitorOperationBody>;
