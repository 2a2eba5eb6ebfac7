/** The template screens' form rules of seed §5 (login, step form, user settings, group form). */
import { z } from 'zod';
import {
  dateStringSchema,
  emailSchema,
  maxWords,
  numberInput,
  optionalText,
  requiredText,
  toNumberInput,
} from './rules.ts';

/** Seed §9: activity name 20 characters; content, profile and description 200 words. */
export const ACTIVITY_NAME_MAX = 20;
export const MAX_WORDS = 200;
export const FRAME_RATE = { min: 1, max: 30 } as const;
export const BIT_RATE = { min: 150, max: 1800 } as const;

/** Login: username and password non-empty (seed), plus the 6-digit SMS code (PRODUCT.md). */
export const loginSchema = z.object({
  username: requiredText('validation.login.username.required'),
  password: z
    .string({ error: 'validation.login.password.required' })
    .min(1, 'validation.login.password.required'),
  code: z
    .string({ error: 'validation.login.code.invalid' })
    .trim()
    .regex(/^\d{6}$/, 'validation.login.code.invalid'),
});

export const CHANNEL_TYPES = ['web', 'api'] as const;

export const stepFormBaseInfoSchema = z.object({
  activityName: requiredText('validation.stepForm.activityName.required').regex(
    new RegExp(`^[\\p{Script=Han}A-Za-z0-9]{1,${ACTIVITY_NAME_MAX}}$`, 'u'),
    'validation.stepForm.activityName.pattern',
  ),
  channelType: z.enum(CHANNEL_TYPES, { error: 'validation.stepForm.channelType.required' }),
  /** [start, end] as 'YYYY-MM-DD' (the template's range picker). */
  promotionTime: z
    .array(dateStringSchema, { error: 'validation.stepForm.promotionTime.required' })
    .length(2, 'validation.stepForm.promotionTime.required')
    .refine(([start, end]) => start <= end, 'validation.date.range'),
  promoteLink: requiredText('validation.stepForm.promoteLink.required', 2048).regex(
    /^https?:\/\/\S+$/,
    'validation.url.invalid',
  ),
});

export const stepFormChannelInfoSchema = z.object({
  advertisingSource: requiredText('validation.stepForm.advertisingSource.required', 100),
  advertisingMedia: requiredText('validation.stepForm.advertisingMedia.required', 100),
  keyword: z
    .array(requiredText('validation.stepForm.keyword.required', 50), {
      error: 'validation.stepForm.keyword.required',
    })
    .min(1, 'validation.stepForm.keyword.required')
    .max(20, 'validation.tooManyItems'),
  pushNotify: z.boolean(),
  advertisingContent: maxWords(MAX_WORDS, true, 'validation.stepForm.advertisingContent.required'),
});

/** The whole channel form as the server stores it (both steps). */
export const stepFormSchema = stepFormBaseInfoSchema.extend(stepFormChannelInfoSchema.shape);

/** What the step form sends: both steps plus the submitter's password, which confirms it. */
export const stepFormSubmitSchema = stepFormSchema.extend({
  password: z
    .string({ error: 'validation.password.current' })
    .min(1, 'validation.password.current'),
});
export type StepFormSubmitInput = z.output<typeof stepFormSubmitSchema>;

export const userSettingsSchema = z.object({
  email: emailSchema('validation.userSettings.email.required'),
  nickname: requiredText('validation.userSettings.nickname.required', 50),
  countryRegion: requiredText('validation.userSettings.countryRegion.required', 50),
  area: requiredText('validation.userSettings.area.required', 100),
  address: optionalText(200),
  profile: maxWords(MAX_WORDS).optional(),
});

function rangedInt(range: { min: number; max: number }, key: string) {
  return z.preprocess(
    toNumberInput,
    // One refine rather than int/min/max so the issue carries both bounds for the message.
    numberInput().refine((n) => Number.isInteger(n) && n >= range.min && n <= range.max, {
      error: key,
      params: range,
    }),
  );
}

const frameRate = () => rangedInt(FRAME_RATE, 'validation.groupForm.frameRate');
const bitRate = () => rangedInt(BIT_RATE, 'validation.groupForm.bitRate');

export const videoParamsSchema = z.object({
  mode: requiredText('validation.required', 50),
  acquisition: z.object({
    resolution: requiredText('validation.required', 50),
    frameRate: frameRate(),
  }),
  encoding: z.object({
    resolution: requiredText('validation.required', 50),
    rate: z
      .object({ min: bitRate(), max: bitRate(), default: bitRate() })
      .refine((r) => r.min <= r.default && r.default <= r.max, {
        error: 'validation.groupForm.bitRateOrder',
        path: ['default'],
      }),
    frameRate: frameRate(),
    profile: bitRate(),
  }),
});

/** Audio fields reuse the video ranges, as the template's placeholders do. */
export const audioParamsSchema = z.object({
  mode: requiredText('validation.required', 50),
  acquisition: z.object({ channels: requiredText('validation.required', 50) }),
  encoding: z.object({ channels: bitRate(), rate: bitRate(), profile: frameRate() }),
});

export const groupFormSchema = z.object({
  video: videoParamsSchema,
  audio: audioParamsSchema,
  explanation: maxWords(MAX_WORDS).optional(),
});
