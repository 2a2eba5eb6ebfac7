import { z } from 'zod';
import {
  decisionSchema,
  orgCreateSchema,
  orgListQuerySchema,
  orgUpdateSchema,
  splitPreviewQuerySchema,
} from '#core/validate';
import { cursorAware } from '../../domain/common-inputs.ts';

export const orgListQuery = cursorAware(orgListQuerySchema);
export type OrgListQuery = z.output<typeof orgListQuerySchema>;
export const orgCreateBody = orgCreateSchema;
export const orgUpdateBody = orgUpdateSchema;
export const splitQuery = splitPreviewQuerySchema;
/** DELETE carries the version it read in the query string. */
export const versionQuery = z.object({
  version: z.coerce.number().pipe(decisionSchema.shape.version),
});
