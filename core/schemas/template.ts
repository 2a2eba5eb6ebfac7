/** The template screens' records: content sets, cards, channel forms, parameter groups, certifications. */
import { z } from 'zod';
import { count, id, isoDate, isoTime } from './common.ts';

export const contentTypeSchema = z.enum(['img', 'horizontalVideo', 'verticalVideo']);
export const filterTypeSchema = z.enum(['artificial', 'rules']);
export const contentStatusSchema = z.enum(['online', 'offline']);

export const contentSetSchema = z.strictObject({
  id,
  number: z.string(),
  name: z.string(),
  contentType: contentTypeSchema,
  filterType: filterTypeSchema,
  count,
  status: contentStatusSchema,
  createdAt: isoTime,
});

export const cardKindSchema = z.enum(['quality', 'service', 'rules']);

export const templateCardSchema = z.strictObject({
  id,
  kind: cardKindSchema,
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  /** Quality / rules: enabled; service: opened (false = expired). */
  enabled: z.boolean(),
  expiresAt: isoTime.nullable(),
  sortOrder: z.number().int(),
  createdAt: isoTime,
});

/** The step form as stored (both steps, never the confirming password). */
export const channelFormSchema = z.strictObject({
  activityName: z.string(),
  channelType: z.enum(['web', 'api']),
  /** [start, end], `YYYY-MM-DD`. */
  promotionTime: z.tuple([isoDate, isoDate]),
  promoteLink: z.string(),
  advertisingSource: z.string(),
  advertisingMedia: z.string(),
  keyword: z.array(z.string()),
  pushNotify: z.boolean(),
  advertisingContent: z.string(),
});

export const savedChannelFormSchema = channelFormSchema.extend({ id, createdAt: isoTime });

export const videoParamsSchema = z.strictObject({
  mode: z.string(),
  acquisition: z.strictObject({ resolution: z.string(), frameRate: z.number() }),
  encoding: z.strictObject({
    resolution: z.string(),
    rate: z.strictObject({ min: z.number(), max: z.number(), default: z.number() }),
    frameRate: z.number(),
    profile: z.number(),
  }),
});

export const audioParamsSchema = z.strictObject({
  mode: z.string(),
  acquisition: z.strictObject({ channels: z.string() }),
  encoding: z.strictObject({ channels: z.number(), rate: z.number(), profile: z.number() }),
});

export const paramGroupSchema = z.strictObject({
  video: videoParamsSchema,
  audio: audioParamsSchema,
  explanation: z.string().optional(),
});

export const savedParamGroupSchema = paramGroupSchema.extend({ id, createdAt: isoTime });

export const certificationStatusSchema = z.enum(['pass', 'auditing', 'withdrawn']);

export const certificationSchema = z.strictObject({
  id,
  userId: id,
  accountType: z.string(),
  status: certificationStatusSchema,
  legalPersonName: z.string(),
  certificateType: z.string(),
  certificationNumber: z.string(),
  enterpriseName: z.string(),
  enterpriseCertificateType: z.string(),
  organizationCode: z.string(),
  at: isoTime,
});

export const certificationsSchema = z.strictObject({
  /** The certification that passed, else the newest; null when there is none. */
  enterpriseInfo: certificationSchema.nullable(),
  records: z.array(certificationSchema),
});
