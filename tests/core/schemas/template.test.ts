import { describe, expect, it } from 'vitest';
import {
  certificationSchema,
  certificationsSchema,
  channelFormSchema,
  contentSetSchema,
  paramGroupSchema,
  savedChannelFormSchema,
  savedParamGroupSchema,
  templateCardSchema,
} from '#core/schemas';
import { issueOf } from './issue-of.ts';

const AT = '2026-03-01T01:00:00Z';

const form = {
  activityName: 'Spring',
  channelType: 'web',
  promotionTime: ['2026-03-01', '2026-03-31'],
  promoteLink: 'https://x.test',
  advertisingSource: 'search',
  advertisingMedia: 'cpc',
  keyword: ['a', 'b'],
  pushNotify: true,
  advertisingContent: 'text',
};

const params = {
  video: {
    mode: 'custom',
    acquisition: { resolution: '720*1280', frameRate: 15 },
    encoding: {
      resolution: '720*1280',
      rate: { min: 300, max: 800, default: 1500 },
      frameRate: 15,
      profile: 30,
    },
  },
  audio: {
    mode: 'custom',
    acquisition: { channels: '8' },
    encoding: { channels: 8, rate: 128, profile: 1 },
  },
};

const certification = {
  id: 1,
  userId: 1,
  accountType: 'enterprise',
  status: 'pass',
  legalPersonName: '张三',
  certificateType: 'id',
  certificationNumber: '1101',
  enterpriseName: 'QY',
  enterpriseCertificateType: 'license',
  organizationCode: '91350100M000100Y43',
  at: AT,
};

describe('template records', () => {
  it('parses a content set and checks its enums', () => {
    const set = {
      id: 1,
      number: 'CS0001',
      name: 'Set',
      contentType: 'verticalVideo',
      filterType: 'rules',
      count: 12,
      status: 'online',
      createdAt: AT,
    };
    expect(contentSetSchema.parse(set)).toEqual(set);
    expect(issueOf(contentSetSchema, { ...set, contentType: 'audio' })?.path).toEqual([
      'contentType',
    ]);
    expect(issueOf(contentSetSchema, { ...set, filterType: 'auto' })?.path).toEqual(['filterType']);
    expect(issueOf(contentSetSchema, { ...set, status: 'draft' })?.path).toEqual(['status']);
    expect(issueOf(contentSetSchema, { ...set, count: -1 })?.path).toEqual(['count']);
  });

  it('parses a card, an expiry only where it has one', () => {
    const card = {
      id: 2,
      kind: 'service',
      title: 'T',
      description: 'D',
      icon: '',
      enabled: false,
      expiresAt: AT,
      sortOrder: 0,
      createdAt: AT,
    };
    expect(templateCardSchema.parse(card)).toEqual(card);
    expect(
      templateCardSchema.parse({ ...card, kind: 'quality', expiresAt: null }).expiresAt,
    ).toBeNull();
    expect(issueOf(templateCardSchema, { ...card, kind: 'other' })?.code).toBe('invalid_value');
    expect(issueOf(templateCardSchema, { ...card, sortOrder: 0.5 })?.path).toEqual(['sortOrder']);
  });

  it('stores the channel form with a two-day promotion range and no password', () => {
    expect(channelFormSchema.parse(form)).toEqual(form);
    expect(issueOf(channelFormSchema, { ...form, promotionTime: ['2026-03-01'] })?.path).toEqual([
      'promotionTime',
    ]);
    expect(
      issueOf(channelFormSchema, { ...form, promotionTime: ['2026-03-01', '31/03/2026'] }),
    ).toEqual({
      path: ['promotionTime', 1],
      code: 'invalid_format',
    });
    expect(issueOf(channelFormSchema, { ...form, channelType: 'sms' })?.path).toEqual([
      'channelType',
    ]);
    expect(issueOf(channelFormSchema, { ...form, password: 'Secret1' })?.code).toBe(
      'unrecognized_keys',
    );
    const saved = { ...form, id: 3, createdAt: AT };
    expect(savedChannelFormSchema.parse(saved)).toEqual(saved);
    expect(issueOf(savedChannelFormSchema, form)?.path).toEqual(['id']);
  });

  it('parses a parameter group, the explanation optional', () => {
    expect(paramGroupSchema.parse(params)).toEqual(params);
    expect(paramGroupSchema.parse({ ...params, explanation: 'why' }).explanation).toBe('why');
    expect(
      issueOf(paramGroupSchema, {
        ...params,
        video: {
          ...params.video,
          encoding: { ...params.video.encoding, rate: { min: 1, max: 2 } },
        },
      }),
    ).toEqual({ path: ['video', 'encoding', 'rate', 'default'], code: 'invalid_type' });
    expect(
      issueOf(paramGroupSchema, {
        ...params,
        audio: { ...params.audio, acquisition: { channels: 8 } },
      })?.path,
    ).toEqual(['audio', 'acquisition', 'channels']);
    const saved = { ...params, id: 1, createdAt: AT };
    expect(savedParamGroupSchema.parse(saved)).toEqual(saved);
  });

  it('parses certifications, the enterprise info null when there is none', () => {
    const all = { enterpriseInfo: certification, records: [certification] };
    expect(certificationsSchema.parse(all)).toEqual(all);
    expect(certificationsSchema.parse({ enterpriseInfo: null, records: [] })).toEqual({
      enterpriseInfo: null,
      records: [],
    });
    expect(issueOf(certificationSchema, { ...certification, status: 'failed' })).toEqual({
      path: ['status'],
      code: 'invalid_value',
    });
    expect(
      issueOf(certificationsSchema, {
        enterpriseInfo: null,
        records: [{ ...certification, at: '' }],
      })?.path,
    ).toEqual(['records', 0, 'at']);
  });
});
