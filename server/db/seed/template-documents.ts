import { systemTextCode } from '#core/i18n';
import type { Random } from '../../domain/prng.ts';

const DAY = 86_400_000;
const day = (now: Date, back: number): string =>
  new Date(now.getTime() - back * DAY).toISOString().slice(0, 10);

function series(
  r: Random,
  now: Date,
  days: number,
  lo: number,
  hi: number,
): { date: string; value: number }[] {
  return Array.from({ length: days }, (_, i) => ({
    date: day(now, days - 1 - i),
    value: r.int(lo, hi),
  }));
}

function popular(
  r: Random,
  prefix: string,
): { rank: number; title: string; clicks: number; increase: number }[] {
  return Array.from({ length: 5 }, (_, i) => ({
    rank: i + 1,
    title: `${prefix}${i + 1}`,
    clicks: r.int(10_000, 900_000),
    increase: r.int(-30, 80),
  }))
    .sort((a, b) => b.clicks - a.clicks)
    .map((p, i) => ({ ...p, rank: i + 1 }));
}

/** Group-form parameters in core's groupFormSchema shape (bit rates 150–1800, frame rates 1–30). */
function params(min: number, def: number, max: number) {
  return {
    video: {
      mode: 'custom',
      acquisition: { resolution: '720*1280', frameRate: 15 },
      encoding: {
        resolution: '720*1280',
        rate: { min, max, default: def },
        frameRate: 15,
        profile: 300,
      },
    },
    audio: {
      mode: 'custom',
      acquisition: { channels: '8' },
      encoding: { channels: 300, rate: 300, profile: 15 },
    },
  };
}

/** The document-shaped template data, keyed as the template routes read it. */
export function templateDocumentsData(r: Random, now: Date): Record<string, unknown> {
  return {
    'profile.basic': {
      status: 'approval',
      steps: ['commit', 'approval', 'finish'],
      current: params(300, 800, 1500),
      origin: params(200, 800, 1500),
      operationLog: Array.from({ length: 5 }, (_, i) => ({
        id: i + 1,
        content: ['视频参数变更', '音频参数变更', '提交审批', '审批通过', '参数生效'][i],
        action: ['update', 'update', 'commit', 'approve', 'finish'][i],
        status: i < 3 ? 'done' : 'pending',
        updatedAt: day(now, 5 - i),
      })),
    },
    'analysis.overview': {
      figures: {
        contentProduction: r.int(50_000, 90_000),
        contentClicks: r.int(1_000_000, 3_000_000),
        contentExposure: r.int(5_000_000, 9_000_000),
        activeUsers: r.int(100_000, 300_000),
      },
      trend: series(r, now, 14, 1000, 9000),
      contentPublishing: ['纯文本', '图文类', '视频类'].map((name) => ({
        name,
        series: series(r, now, 7, 100, 2000),
      })),
      authors: Array.from({ length: 6 }, (_, i) => ({
        rank: i + 1,
        author: ['用户1', '用户2', '用户3', '用户4', '用户5', '用户6'][i],
        contentCount: r.int(100, 900),
        clickCount: r.int(10_000, 90_000),
      })),
    },
    'analysis.publicOpinion': {
      cards: ['访问总人数', '内容发布量', '评论总量', '分享总量'].map((title) => ({
        title,
        count: r.int(10_000, 500_000),
        increment: r.chance(0.7),
        diff: r.int(1, 30),
        chart: series(r, now, 7, 100, 1000),
      })),
      contentTypes: [
        { name: '纯文本', value: r.int(100, 300) },
        { name: '图文类', value: r.int(300, 600) },
        { name: '视频类', value: r.int(400, 900) },
      ],
    },
    'analysis.multiDimension': {
      overview: ['今日转赞评统计', '今日内容发布', '今日评论', '今日分享'].map((title) => ({
        title,
        value: r.int(1000, 90_000),
        trend: series(r, now, 12, 100, 999),
      })),
      activity: ['点赞量', '评论量', '分享量'].map((name) => ({
        name,
        series: series(r, now, 12, 10, 999),
      })),
      contentTheme: ['国际', '娱乐', '体育', '财经', '科技', '其他'].map((name) => ({
        name,
        value: r.int(10, 100),
      })),
    },
    'workplace.overview': {
      balanceFen: r.int(100_000, 10_000_000) * 100,
      pendingOrders: r.int(10, 200),
      renewalOrders: r.int(0, 50),
      onlineContent: r.int(1000, 9000),
      contentTrend: series(r, now, 12, 1000, 9000),
      popularContent: {
        text: popular(r, '经济日报：'),
        image: popular(r, '图集：'),
        video: popular(r, '短视频：'),
      },
      categories: [
        { name: '纯文本', percent: 1480 },
        { name: '图文类', percent: 3120 },
        { name: '视频类', percent: 5400 },
      ],
      announcements: [
        { type: 'activity', title: '内容最新优惠活动' },
        { type: 'message', title: '新增内容尚未通过审核，详情请点击查看。' },
        { type: 'notice', title: '当前产品试用期即将结束，如需续费请点击查看。' },
        { type: 'notice', title: '1 月新系统升级计划通知' },
        { type: 'message', title: '新增内容已经通过审核，详情请点击查看。' },
      ],
      quickOperations: [
        'contentManagement',
        'contentStatistic',
        'advancedManagement',
        'onlinePromotion',
        'contentPutIn',
      ],
    },
    // The studio's names, its programmes and the seeded chat are codes shown in the reader's
    // language (issue 26); a message someone posts is stored as typed.
    'monitor.studio': {
      studio: {
        id: 'lc6788',
        name: systemTextCode('demo.monitor.studioName'),
        status: 'live',
        title: systemTextCode('demo.monitor.studioTitle'),
        preview: '/assets/monitor-preview.jpg',
      },
      info: {
        mainStream: 'rtmp://live.qy-sla.example.com/main',
        standbyStream: 'rtmp://live.qy-sla.example.com/standby',
        clarity: ['sd', 'hd', 'fhd'],
      },
      liveMethods: ['normal', 'flowControl', 'video', 'web'],
      programs: Array.from({ length: 6 }, (_, i) => ({
        order: i + 1,
        cover: `/assets/program-${i + 1}.jpg`,
        name: systemTextCode(`demo.monitor.program.${i + 1}`),
        duration: `${String(r.int(0, 2)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:00`,
        id: `P${String(r.int(100000, 999999))}`,
        auditFailed: i === 2,
      })),
      chat: Array.from({ length: 8 }, (_, i) => ({
        id: i + 1,
        user: systemTextCode('demo.monitor.viewer', { n: r.int(100, 999) }),
        content: systemTextCode(`demo.monitor.chat.${i + 1}`),
        time: `${String(r.int(10, 23))}:${String(r.int(10, 59))}`,
      })),
    },
  };
}
