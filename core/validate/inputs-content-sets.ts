/** The search table's content sets (seed §3): the create form, shared by server, console and CSV import. */
import { z } from 'zod';
import { requiredText, toNumberInput } from './rules.ts';

export const CONTENT_TYPES = ['img', 'horizontalVideo', 'verticalVideo'] as const;
export const FILTER_TYPES = ['artificial', 'rules'] as const;
export const CONTENT_STATUSES = ['online', 'offline'] as const;
export const CONTENT_SET_NAME_MAX = 50;
export const CONTENT_SET_COUNT_MAX = 1_000_000;

export const contentSetCreateSchema = z.object({
  name: requiredText('validation.required', CONTENT_SET_NAME_MAX),
  contentType: z.enum(CONTENT_TYPES, { error: 'validation.enum' }),
  filterType: z.enum(FILTER_TYPES, { error: 'validation.enum' }),
  /** A JSON number, or the text of a form field / CSV cell; empty means 0. */
  count: z.preprocess(
    toNumberInput,
    z
      .number({ error: 'validation.integer' })
      .int('validation.integer')
      .min(0, 'validation.tooSmall')
      .max(CONTENT_SET_COUNT_MAX, 'validation.tooBig')
      .default(0),
  ),
  status: z.enum(CONTENT_STATUSES, { error: 'validation.enum' }).default('offline'),
});
export type ContentSetCreate = z.output<typeof contentSetCreateSchema>;
