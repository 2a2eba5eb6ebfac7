import { describe, expect, it } from 'vitest';
import {
  groupFormSchema,
  loginSchema,
  stepFormBaseInfoSchema,
  stepFormChannelInfoSchema,
  stepFormSchema,
  userSettingsSchema,
} from '#core/validate';
import { fieldsOf } from './fields-of.ts';

const baseInfo = {
  activityName: '双11活动2024',
  channelType: 'web',
  promotionTime: ['2024-11-01', '2024-11-11'],
  promoteLink: 'https://arco.design',
};
const channelInfo = {
  advertisingSource: 'newsletter',
  advertisingMedia: 'email',
  keyword: ['sale'],
  pushNotify: true,
  advertisingContent: '限时优惠 for everyone',
};

describe('login form', () => {
  it('accepts username, password and a 6-digit code', () => {
    expect(loginSchema.parse({ username: ' admin ', password: 'x', code: '123456' })).toEqual({
      username: 'admin',
      password: 'x',
      code: '123456',
    });
  });

  it.each([
    [{ username: '', password: 'x', code: '123456' }, 'username', 'Username cannot be empty'],
    [{ username: 'a', password: '', code: '123456' }, 'password', 'Password cannot be empty'],
    [{ username: 'a', code: '123456' }, 'password', 'Password cannot be empty'],
    [{ username: 'a', password: 'x', code: '12345' }, 'code', 'Enter the 6-digit SMS code'],
    [{ username: 'a', password: 'x', code: '12345a' }, 'code', 'Enter the 6-digit SMS code'],
  ])('refuses %j at %s', (input, field, message) => {
    expect(fieldsOf(loginSchema, input)[field]).toBe(message);
  });

  it('speaks Chinese in zh-CN', () => {
    expect(fieldsOf(loginSchema, { password: 'x', code: '123456' }, 'zh-CN').username).toBe(
      '用户名不能为空',
    );
  });
});

describe('step form', () => {
  it('accepts both steps and the whole form', () => {
    expect(stepFormBaseInfoSchema.safeParse(baseInfo).success).toBe(true);
    expect(stepFormChannelInfoSchema.safeParse(channelInfo).success).toBe(true);
    expect(stepFormSchema.safeParse({ ...baseInfo, ...channelInfo }).success).toBe(true);
  });

  it.each([
    [{ activityName: '' }, 'activityName', 'Please enter the activity name'],
    [{ activityName: undefined }, 'activityName', 'Please enter the activity name'],
    [
      { activityName: '活动-1' },
      'activityName',
      'At most 20 characters: Chinese characters, letters or digits only',
    ],
    [
      { activityName: '一'.repeat(21) },
      'activityName',
      'At most 20 characters: Chinese characters, letters or digits only',
    ],
    [{ channelType: 'ftp' }, 'channelType', 'Please select the channel type'],
    [{ channelType: undefined }, 'channelType', 'Please select the channel type'],
    [{ promotionTime: [] }, 'promotionTime', 'Please select the promotion time'],
    [{ promotionTime: undefined }, 'promotionTime', 'Please select the promotion time'],
    [
      { promotionTime: ['2024-11-12', '2024-11-11'] },
      'promotionTime',
      'The start date must not be after the end date',
    ],
    [{ promoteLink: '' }, 'promoteLink', 'Please enter the promote link'],
    [
      { promoteLink: 'ftp://arco.design' },
      'promoteLink',
      'The link must start with http:// or https://',
    ],
    [{ promoteLink: 'arco.design' }, 'promoteLink', 'The link must start with http:// or https://'],
  ])('refuses base info %j at %s', (patch, field, message) => {
    expect(fieldsOf(stepFormBaseInfoSchema, { ...baseInfo, ...patch })[field]).toBe(message);
  });

  it('allows exactly 20 characters and http links', () => {
    expect(
      fieldsOf(stepFormBaseInfoSchema, {
        ...baseInfo,
        activityName: '活'.repeat(10) + 'a'.repeat(10),
      }),
    ).toEqual({});
    expect(fieldsOf(stepFormBaseInfoSchema, { ...baseInfo, promoteLink: 'http://x.cn' })).toEqual(
      {},
    );
  });

  it.each([
    [{ advertisingSource: ' ' }, 'advertisingSource', 'Please enter the advertising source'],
    [{ advertisingMedia: '' }, 'advertisingMedia', 'Please enter the advertising media'],
    [{ keyword: [] }, 'keyword', 'Please select at least one keyword'],
    [{ keyword: undefined }, 'keyword', 'Please select at least one keyword'],
    [{ pushNotify: undefined }, 'pushNotify', 'This field is required'],
    [{ advertisingContent: '' }, 'advertisingContent', 'Please enter the advertising content'],
    [{ advertisingContent: '字'.repeat(201) }, 'advertisingContent', 'At most 200 words'],
    [{ advertisingContent: 'word '.repeat(201) }, 'advertisingContent', 'At most 200 words'],
  ])('refuses channel info %j at %s', (patch, field, message) => {
    expect(fieldsOf(stepFormChannelInfoSchema, { ...channelInfo, ...patch })[field]).toBe(message);
  });

  it('allows exactly 200 words of mixed text', () => {
    const text = '字'.repeat(100) + ' word'.repeat(100);
    expect(
      fieldsOf(stepFormChannelInfoSchema, { ...channelInfo, advertisingContent: text }),
    ).toEqual({});
  });
});

describe('user settings form', () => {
  const valid = { email: 'a@b.cn', nickname: 'ops', countryRegion: 'China', area: 'Beijing' };

  it('accepts the required fields with an optional profile', () => {
    expect(fieldsOf(userSettingsSchema, valid)).toEqual({});
    expect(
      fieldsOf(userSettingsSchema, { ...valid, address: '', profile: '字'.repeat(200) }),
    ).toEqual({});
  });

  it.each([
    [{ email: '' }, 'email', 'Please enter your email'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
    [{ nickname: '' }, 'nickname', 'Please enter your nickname'],
    [{ countryRegion: undefined }, 'countryRegion', 'Please select a country or region'],
    [{ area: '' }, 'area', 'Please select an area'],
    [{ profile: '字'.repeat(201) }, 'profile', 'At most 200 words'],
  ])('refuses %j at %s', (patch, field, message) => {
    expect(fieldsOf(userSettingsSchema, { ...valid, ...patch })[field]).toBe(message);
  });
});

describe('group form', () => {
  const valid = {
    video: {
      mode: 'custom',
      acquisition: { resolution: '720p', frameRate: 30 },
      encoding: {
        resolution: '720p',
        rate: { min: 150, max: 1800, default: 600 },
        frameRate: '1',
        profile: 1800,
      },
    },
    audio: {
      mode: 'custom',
      acquisition: { channels: '2' },
      encoding: { channels: 150, rate: 1800, profile: 30 },
    },
    explanation: '说明',
  };
  const withVideo = (patch: object) => ({ ...valid, video: { ...valid.video, ...patch } });

  it('accepts the range bounds and numeric strings', () => {
    const r = groupFormSchema.safeParse(valid);
    expect(r.success).toBe(true);
    if (r.success) expect(r.data.video.encoding.frameRate).toBe(1);
  });

  it.each([
    [
      withVideo({ acquisition: { resolution: '720p', frameRate: 0 } }),
      'video.acquisition.frameRate',
      'The frame rate must be between 1 and 30 fps',
    ],
    [
      withVideo({ acquisition: { resolution: '720p', frameRate: 31 } }),
      'video.acquisition.frameRate',
      'The frame rate must be between 1 and 30 fps',
    ],
    [
      withVideo({ acquisition: { resolution: '720p', frameRate: 2.5 } }),
      'video.acquisition.frameRate',
      'The frame rate must be between 1 and 30 fps',
    ],
    [
      withVideo({ acquisition: { resolution: '720p' } }),
      'video.acquisition.frameRate',
      'This field is required',
    ],
    [
      withVideo({ acquisition: { resolution: '720p', frameRate: 'x' } }),
      'video.acquisition.frameRate',
      'Invalid value type',
    ],
    [
      withVideo({
        encoding: { ...valid.video.encoding, rate: { min: 149, max: 1800, default: 600 } },
      }),
      'video.encoding.rate.min',
      'The bit rate must be between 150 and 1800 kbps',
    ],
    [
      withVideo({
        encoding: { ...valid.video.encoding, rate: { min: 900, max: 1800, default: 600 } },
      }),
      'video.encoding.rate.default',
      'Min rate ≤ default rate ≤ max rate',
    ],
    [
      { ...valid, audio: { ...valid.audio, encoding: { channels: 1801, rate: 150, profile: 30 } } },
      'audio.encoding.channels',
      'The bit rate must be between 150 and 1800 kbps',
    ],
    [
      { ...valid, audio: { ...valid.audio, encoding: { channels: 150, rate: 150, profile: 31 } } },
      'audio.encoding.profile',
      'The frame rate must be between 1 and 30 fps',
    ],
    [{ ...valid, explanation: 'w '.repeat(201) }, 'explanation', 'At most 200 words'],
  ])('refuses case %# at %s', (input, field, message) => {
    expect(fieldsOf(groupFormSchema, input)[field]).toBe(message);
  });
});
