import { z } from 'zod';
import {
  batchDecisionSchema,
  decisionSchema,
  idSchema,
  rejectSchema,
  reviewDecisionSchema,
} from '#core/validate';

/**
 * Shared input shapes of the business endpoints, all from core's validators (one copy of each rule).
 */
export const idParams = z.object({ id: idSchema });
export const versionBody = decisionSchema;
export const rejectBody = rejectSchema;
export const decideBody = reviewDecisionSchema;
export const batchDecisionBody = batchDecisionSchema;

/** The cursor value that stands for "the first page" once an empty `cursor=` has been marked. */
export const CURSOR_START = 'start';

/**
 * docs/API.md: an empty `cursor=` asks for the first page in cursor mode. Core's list schemas read
 * blank strings as absent, so the empty cursor is marked before they see it.
 */
export function cursorAware<S extends z.ZodType>(schema: S) {
  return z.preprocess((raw) => {
    if (raw && typeof raw === 'object' && (raw as Record<string, unknown>).cursor === '')
      return { ...raw, cursor: CURSOR_START };
    return raw;
  }, schema);
}
