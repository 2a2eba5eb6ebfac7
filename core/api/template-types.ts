/**
 * Wire types of the template screens' endpoints (server/routes/template), inferred from the
 * response schemas of core/schemas and the form schemas of core/validate (one definition, no drift).
 */
import type { z } from 'zod';
import type {
  analysisOverviewSchema,
  approvalStepSchema,
  basicProfileSchema,
  cardKindSchema,
  certificationSchema,
  certificationsSchema,
  certificationStatusSchema,
  channelFormSchema,
  chatMessageSchema,
  contentSetSchema,
  contentStatusSchema,
  contentTypeSchema,
  filterTypeSchema,
  monitorOperationSchema,
  monitorStudioSchema,
  multiDimensionSchema,
  paramGroupSchema,
  publicOpinionSchema,
  savedChannelFormSchema,
  savedParamGroupSchema,
  templateCardSchema,
  userProfileSchema,
  workplaceOverviewSchema,
} from '../schemas/index.ts';
import type { ListQuery, Page } from '../types/index.ts';
import type { ContentSetCreate, userSettingsSchema } from '../validate/index.ts';

type ContentType = z.output<typeof contentTypeSchema>;
type FilterType = z.output<typeof filterTypeSchema>;
type ContentStatus = z.output<typeof contentStatusSchema>;
export type ContentSet = z.output<typeof contentSetSchema>;

export interface ContentSetQuery extends ListQuery {
  number?: string;
  name?: string;
  contentType?: ContentType;
  filterType?: FilterType;
  status?: ContentStatus;
  /** 'YYYY-MM-DD', inclusive. */
  createdFrom?: string;
  createdTo?: string;
}

/** The create body: the form schema's fields, the defaulted ones optional. */
export type ContentSetInput = Pick<ContentSetCreate, 'name' | 'contentType' | 'filterType'> &
  Partial<Pick<ContentSetCreate, 'count' | 'status'>>;

export type ContentSetPage = Page<ContentSet>;

export type CardKind = z.output<typeof cardKindSchema>;
export type TemplateCard = z.output<typeof templateCardSchema>;
export type ChannelForm = z.output<typeof channelFormSchema>;
export type SavedChannelForm = z.output<typeof savedChannelFormSchema>;
export type ParamGroup = z.output<typeof paramGroupSchema>;
export type SavedParamGroup = z.output<typeof savedParamGroupSchema>;
export type ApprovalStep = z.output<typeof approvalStepSchema>;
export type BasicProfile = z.output<typeof basicProfileSchema>;
export type AnalysisOverview = z.output<typeof analysisOverviewSchema>;
export type PublicOpinion = z.output<typeof publicOpinionSchema>;
export type MultiDimension = z.output<typeof multiDimensionSchema>;
export type WorkplaceOverview = z.output<typeof workplaceOverviewSchema>;
export type MonitorStudio = z.output<typeof monitorStudioSchema>;
export type MonitorOperation = z.output<typeof monitorOperationSchema>;
export type ChatMessage = z.output<typeof chatMessageSchema>;
export type UserSettingsInput = z.output<typeof userSettingsSchema>;
export type UserProfile = z.output<typeof userProfileSchema>;
export type CertificationStatus = z.output<typeof certificationStatusSchema>;
export type Certification = z.output<typeof certificationSchema>;
export type Certifications = z.output<typeof certificationsSchema>;
