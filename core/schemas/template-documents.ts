/** The template screens' documents: basic profile, analysis pages, workplace and the live monitor. */
import { z } from 'zod';
import { count, fen, id } from './common.ts';
import {
  audioParamsSchema,
  contentStatusSchema,
  contentTypeSchema,
  videoParamsSchema,
} from './template.ts';

export const approvalStepSchema = z.enum(['commit', 'approval', 'finish']);
const params = z.strictObject({ video: videoParamsSchema, audio: audioParamsSchema });

export const basicProfileSchema = z.strictObject({
  status: approvalStepSchema,
  steps: z.array(approvalStepSchema),
  current: params,
  origin: params,
  explanation: z.string().optional(),
  operationLog: z.array(
    z.strictObject({
      id,
      content: z.string(),
      action: z.string(),
      status: z.string(),
      updatedAt: z.string(),
    }),
  ),
});

const datedValueSchema = z.strictObject({ date: z.string(), value: z.number() });
const namedSeriesSchema = z.strictObject({
  name: z.string(),
  series: z.array(datedValueSchema),
});
const nameValue = z.strictObject({ name: z.string(), value: z.number() });

export const analysisOverviewSchema = z.strictObject({
  figures: z.strictObject({
    contentProduction: z.number(),
    contentClicks: z.number(),
    contentExposure: z.number(),
    activeUsers: z.number(),
  }),
  trend: z.array(datedValueSchema),
  contentPublishing: z.array(namedSeriesSchema),
  authors: z.array(
    z.strictObject({
      rank: z.number().int(),
      author: z.string(),
      contentCount: z.number(),
      clickCount: z.number(),
    }),
  ),
  /** Live counts of the content sets by type and status. */
  contentSets: z.array(
    z.strictObject({
      contentType: contentTypeSchema,
      status: contentStatusSchema,
      sets: count,
      items: count,
    }),
  ),
});

export const publicOpinionSchema = z.strictObject({
  cards: z.array(
    z.strictObject({
      title: z.string(),
      count: z.number(),
      increment: z.boolean(),
      diff: z.number(),
      chart: z.array(datedValueSchema),
    }),
  ),
  contentTypes: z.array(nameValue),
});

export const multiDimensionSchema = z.strictObject({
  overview: z.array(
    z.strictObject({ title: z.string(), value: z.number(), trend: z.array(datedValueSchema) }),
  ),
  activity: z.array(namedSeriesSchema),
  contentTheme: z.array(nameValue),
});

const popularItemSchema = z.strictObject({
  rank: z.number().int(),
  title: z.string(),
  clicks: z.number(),
  increase: z.number(),
});

export const workplaceOverviewSchema = z.strictObject({
  balanceFen: fen,
  /** Live: pending deposit requests plus pending merchant reviews. */
  pendingOrders: count,
  renewalOrders: z.number(),
  onlineContent: z.number(),
  contentTrend: z.array(datedValueSchema),
  popularContent: z.strictObject({
    text: z.array(popularItemSchema),
    image: z.array(popularItemSchema),
    video: z.array(popularItemSchema),
  }),
  /** Basis points (1480 = 14.80 %). */
  categories: z.array(z.strictObject({ name: z.string(), percent: z.number().int() })),
  announcements: z.array(
    z.strictObject({ type: z.enum(['activity', 'message', 'notice']), title: z.string() }),
  ),
  quickOperations: z.array(z.string()),
});

export const monitorOperationSchema = z.enum([
  'changeClarity',
  'switchStream',
  'removeClarity',
  'pushGasket',
]);

export const chatMessageSchema = z.strictObject({
  id,
  user: z.string(),
  content: z.string(),
  /** `HH:MM`. */
  time: z.string(),
});

export const monitorStudioSchema = z.strictObject({
  studio: z.strictObject({
    id: z.string(),
    name: z.string(),
    status: z.string(),
    title: z.string(),
    preview: z.string(),
  }),
  info: z.strictObject({
    mainStream: z.string(),
    standbyStream: z.string(),
    clarity: z.array(z.string()),
    activeStream: z.enum(['main', 'standby']).optional(),
    currentClarity: z.string().optional(),
    gasket: z.boolean().optional(),
  }),
  liveMethods: z.array(z.string()),
  programs: z.array(
    z.strictObject({
      order: z.number().int(),
      cover: z.string(),
      name: z.string(),
      duration: z.string(),
      id: z.string(),
      auditFailed: z.boolean(),
    }),
  ),
  chat: z.array(chatMessageSchema),
  operations: z
    .array(
      z.strictObject({
        id,
        operation: monitorOperationSchema,
        value: z.string().nullable(),
        at: z.string(),
        by: z.string(),
      }),
    )
    .optional(),
});
