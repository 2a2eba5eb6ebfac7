import { describe, expect, it } from 'vitest';
import {
  analysisOverviewSchema,
  basicProfileSchema,
  chatMessageSchema,
  monitorStudioSchema,
  multiDimensionSchema,
  publicOpinionSchema,
  workplaceOverviewSchema,
} from '#core/schemas';
import { issueOf } from './issue-of.ts';

const video = {
  mode: 'custom',
  acquisition: { resolution: '720*1280', frameRate: 15 },
  encoding: {
    resolution: '720*1280',
    rate: { min: 300, max: 800, default: 1500 },
    frameRate: 15,
    profile: 30,
  },
};
const audio = {
  mode: 'custom',
  acquisition: { channels: '8' },
  encoding: { channels: 8, rate: 128, profile: 1 },
};
const point = { date: '2026-03-01', value: 3 };
const popular = { rank: 1, title: 'T', clicks: 10, increase: 2 };

const workplace = {
  balanceFen: 123_456,
  pendingOrders: 3,
  renewalOrders: 1,
  onlineContent: 12,
  contentTrend: [point],
  popularContent: { text: [popular], image: [], video: [] },
  categories: [{ name: 'text', percent: 1480 }],
  announcements: [{ type: 'notice', title: 'N' }],
  quickOperations: ['content'],
};

const studio = {
  studio: { id: 's1', name: 'Studio', status: 'live', title: 'T', preview: '' },
  info: { mainStream: 'rtmp://a', standbyStream: 'rtmp://b', clarity: ['hd', 'sd'] },
  liveMethods: ['rtmp'],
  programs: [{ order: 1, cover: '', name: 'P', duration: '10:00', id: 'p1', auditFailed: false }],
  chat: [{ id: 1, user: 'u', content: 'hi', time: '09:30' }],
};

describe('template documents', () => {
  it('parses the basic profile and checks its approval steps', () => {
    const profile = {
      status: 'approval',
      steps: ['commit', 'approval', 'finish'],
      current: { video, audio },
      origin: { video, audio },
      operationLog: [{ id: 1, content: 'c', action: 'a', status: 's', updatedAt: 'x' }],
    };
    expect(basicProfileSchema.parse(profile)).toEqual(profile);
    expect(issueOf(basicProfileSchema, { ...profile, steps: ['commit', 'done'] })).toEqual({
      path: ['steps', 1],
      code: 'invalid_value',
    });
    expect(issueOf(basicProfileSchema, { ...profile, origin: { video } })?.path).toEqual([
      'origin',
      'audio',
    ]);
  });

  it('parses the analysis overview with live content-set counts', () => {
    const overview = {
      figures: { contentProduction: 1, contentClicks: 2, contentExposure: 3, activeUsers: 4 },
      trend: [point],
      contentPublishing: [{ name: 'text', series: [point] }],
      authors: [{ rank: 1, author: 'a', contentCount: 3, clickCount: 9 }],
      contentSets: [{ contentType: 'img', status: 'online', sets: 2, items: 30 }],
    };
    expect(analysisOverviewSchema.parse(overview)).toEqual(overview);
    expect(
      issueOf(analysisOverviewSchema, {
        ...overview,
        contentSets: [{ contentType: 'img', status: 'online', sets: -1, items: 0 }],
      }),
    ).toEqual({ path: ['contentSets', 0, 'sets'], code: 'too_small' });
    expect(
      issueOf(analysisOverviewSchema, {
        ...overview,
        authors: [{ ...overview.authors[0], rank: 1.5 }],
      })?.path,
    ).toEqual(['authors', 0, 'rank']);
  });

  it('parses public opinion and multi-dimension pages', () => {
    const opinion = {
      cards: [{ title: 'T', count: 5, increment: true, diff: 1, chart: [point] }],
      contentTypes: [{ name: 'text', value: 40 }],
    };
    expect(publicOpinionSchema.parse(opinion)).toEqual(opinion);
    expect(
      issueOf(publicOpinionSchema, {
        ...opinion,
        cards: [{ ...opinion.cards[0], increment: 'up' }],
      })?.path,
    ).toEqual(['cards', 0, 'increment']);
    const multi = {
      overview: [{ title: 'T', value: 1, trend: [point] }],
      activity: [{ name: 'a', series: [] }],
      contentTheme: [{ name: 'x', value: 1 }],
    };
    expect(multiDimensionSchema.parse(multi)).toEqual(multi);
    expect(
      issueOf(multiDimensionSchema, { ...multi, contentTheme: [{ name: 'x' }] })?.path,
    ).toEqual(['contentTheme', 0, 'value']);
  });

  it('keeps the workplace balance in integer fen and percents in whole basis points', () => {
    expect(workplaceOverviewSchema.parse(workplace)).toEqual(workplace);
    expect(issueOf(workplaceOverviewSchema, { ...workplace, balanceFen: 1234.56 })).toEqual({
      path: ['balanceFen'],
      code: 'invalid_type',
    });
    expect(
      issueOf(workplaceOverviewSchema, {
        ...workplace,
        categories: [{ name: 'text', percent: 14.8 }],
      })?.path,
    ).toEqual(['categories', 0, 'percent']);
    expect(
      issueOf(workplaceOverviewSchema, {
        ...workplace,
        announcements: [{ type: 'ad', title: 'x' }],
      })?.code,
    ).toBe('invalid_value');
    expect(issueOf(workplaceOverviewSchema, { ...workplace, pendingOrders: -1 })?.path).toEqual([
      'pendingOrders',
    ]);
  });

  it('parses the monitor studio, its operation log optional', () => {
    expect(monitorStudioSchema.parse(studio)).toEqual(studio);
    const operated = {
      ...studio,
      info: { ...studio.info, activeStream: 'standby', currentClarity: 'hd', gasket: true },
      operations: [
        { id: 1, operation: 'switchStream', value: 'standby', at: '09:30', by: 'admin' },
      ],
    };
    expect(monitorStudioSchema.parse(operated)).toEqual(operated);
    expect(
      issueOf(monitorStudioSchema, { ...studio, info: { ...studio.info, activeStream: 'backup' } })
        ?.path,
    ).toEqual(['info', 'activeStream']);
    expect(
      issueOf(monitorStudioSchema, {
        ...studio,
        operations: [{ id: 1, operation: 'reboot', value: null, at: '', by: '' }],
      }),
    ).toEqual({ path: ['operations', 0, 'operation'], code: 'invalid_value' });
    expect(issueOf(chatMessageSchema, { id: 1, user: 'u', content: 'hi' })?.path).toEqual(['time']);
  });
});
