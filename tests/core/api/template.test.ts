import { describe, expect, it } from 'vitest';
import * as api from '#core/api';
import type { ApiClient } from '#core/api';
import { API, clientWith, envelope } from './fake-fetch.ts';

type Case = [
  label: string,
  call: (c: ApiClient) => Promise<unknown>,
  method: string,
  path: string,
  body?: string,
];

const form: api.ChannelForm = {
  activityName: 'A1',
  channelType: 'web',
  promotionTime: ['2026-01-01', '2026-01-02'],
  promoteLink: 'https://x.test',
  advertisingSource: 's',
  advertisingMedia: 'm',
  keyword: ['k'],
  pushNotify: false,
  advertisingContent: 'c',
};

const cases: Case[] = [
  [
    'listContentSets',
    (c) =>
      api.listContentSets(c, {
        name: 'a b',
        contentType: 'img',
        createdFrom: '2026-01-01',
        status: 'online',
        page: 2,
      }),
    'GET',
    '/content-sets?name=a+b&contentType=img&createdFrom=2026-01-01&status=online&page=2',
  ],
  [
    'createContentSet',
    (c) => api.createContentSet(c, { name: 'N', contentType: 'img', filterType: 'rules' }),
    'POST',
    '/content-sets',
    '{"name":"N","contentType":"img","filterType":"rules"}',
  ],
  ['listCards all', (c) => api.listCards(c), 'GET', '/cards'],
  ['listCards kind', (c) => api.listCards(c, 'service'), 'GET', '/cards?kind=service'],
  ['toggleCard', (c) => api.toggleCard(c, 4), 'POST', '/cards/4/toggle'],
  ['renewCard', (c) => api.renewCard(c, 4), 'POST', '/cards/4/renew'],
  ['deleteCard', (c) => api.deleteCard(c, 4), 'DELETE', '/cards/4'],
  ['listChannelForms', (c) => api.listChannelForms(c), 'GET', '/channel-forms'],
  [
    'submitChannelForm',
    (c) => api.submitChannelForm(c, form, 'Secret1'),
    'POST',
    '/channel-forms',
    JSON.stringify({ ...form, password: 'Secret1' }),
  ],
  [
    'submitParamGroup',
    (c) =>
      api.submitParamGroup(c, {
        video: {
          mode: 'm',
          acquisition: { resolution: 'r', frameRate: 1 },
          encoding: {
            resolution: 'r',
            rate: { min: 150, max: 300, default: 200 },
            frameRate: 2,
            profile: 150,
          },
        },
        audio: {
          mode: 'm',
          acquisition: { channels: '2' },
          encoding: { channels: 150, rate: 150, profile: 1 },
        },
      }),
    'POST',
    '/param-groups',
  ],
  ['getBasicProfile', (c) => api.getBasicProfile(c), 'GET', '/profile/basic'],
  ['getAnalysisOverview', (c) => api.getAnalysisOverview(c), 'GET', '/analysis/overview'],
  ['getPublicOpinion', (c) => api.getPublicOpinion(c), 'GET', '/analysis/public-opinion'],
  ['getMultiDimension', (c) => api.getMultiDimension(c), 'GET', '/analysis/multi-dimension'],
  ['getWorkplaceOverview', (c) => api.getWorkplaceOverview(c), 'GET', '/workplace/overview'],
  ['getMonitorStudio', (c) => api.getMonitorStudio(c), 'GET', '/monitor/studio'],
  [
    'postChatMessage',
    (c) => api.postChatMessage(c, 'hi'),
    'POST',
    '/monitor/chat',
    '{"content":"hi"}',
  ],
  [
    'runMonitorOperation',
    (c) => api.runMonitorOperation(c, 'switchStream'),
    'POST',
    '/monitor/operations',
    '{"operation":"switchStream"}',
  ],
  [
    'runMonitorOperation with clarity',
    (c) => api.runMonitorOperation(c, 'removeClarity', 'sd'),
    'POST',
    '/monitor/operations',
    '{"operation":"removeClarity","clarity":"sd"}',
  ],
  ['getMyProfile', (c) => api.getMyProfile(c), 'GET', '/user/profile'],
  [
    'saveMyProfile',
    (c) => api.saveMyProfile(c, { email: 'a@b.c', nickname: 'n', countryRegion: 'CN', area: 'SH' }),
    'PUT',
    '/user/profile',
    '{"email":"a@b.c","nickname":"n","countryRegion":"CN","area":"SH"}',
  ],
  ['getMyCertifications', (c) => api.getMyCertifications(c), 'GET', '/user/certification'],
  [
    'withdrawCertification',
    (c) => api.withdrawCertification(c, 9),
    'POST',
    '/user/certification/9/withdraw',
  ],
  [
    'sendMyPhoneCode',
    (c) => api.sendMyPhoneCode(c, '13912345678'),
    'POST',
    '/user/phone/code',
    '{"phone":"13912345678"}',
  ],
  [
    'changeMyPhone',
    (c) => api.changeMyPhone(c, { phone: '13912345678', code: '123456' }),
    'PUT',
    '/user/phone',
    '{"phone":"13912345678","code":"123456"}',
  ],
];

describe('template functions', () => {
  it.each(cases)('%s calls its endpoint', async (_label, call, method, path, body) => {
    const { client, calls } = clientWith(() => envelope({ echoed: true }));
    await expect(call(client)).resolves.toEqual({ echoed: true });
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe(method);
    expect(`${calls[0].url.pathname}${calls[0].url.search}`).toBe(`${API}${path}`);
    if (body !== undefined) expect(calls[0].body).toBe(body);
  });

  it('rethrows a refusal as the catalogue error', async () => {
    const { client } = clientWith(() =>
      envelope({ fields: { name: 'validation.required' } }, { code: 400100, message: 'bad' }),
    );
    await expect(
      api.createContentSet(client, { name: '', contentType: 'img', filterType: 'rules' }),
    ).rejects.toMatchObject({ code: 400100 });
  });
});
