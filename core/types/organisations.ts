/**
 * Wire types of organisations (the structure tree and its money routing) and institutions,
 * inferred from core/schemas. Shares are basis points (`…Bp`).
 */
import type { z } from 'zod';
import type {
  institutionSchema,
  institutionStatusSchema,
  organisationSchema,
  orgKindSchema,
  orgStatusSchema,
  splitPreviewSchema,
} from '../schemas/index.ts';

// ---------- organisations ----------

export type OrgKind = z.output<typeof orgKindSchema>;
export type OrgStatus = z.output<typeof orgStatusSchema>;
export type Organisation = z.output<typeof organisationSchema>;
export type { OrgTreeNode } from '../schemas/index.ts';
export type SplitPreview = z.output<typeof splitPreviewSchema>;

// ---------- institutions ----------

export type InstitutionStatus = z.output<typeof institutionStatusSchema>;
export type Institution = z.output<typeof institutionSchema>;
