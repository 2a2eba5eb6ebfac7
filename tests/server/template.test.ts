import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/users.ts';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

test('content sets filter by every search-table field and page', async () => {
  const all = await call(app, app.operator, 'GET', '/content-sets', { query: { pageSize: 100 } });
  expect(all.total).toBe(45);
  const video = await call(app, app.operator, 'GET', '/content-sets', {
    query: { contentType: 'verticalVideo', status: 'online', pageSize: 100 },
  });
  expect(video.total).toBe(
    all.items.filter(
      (c: { contentType: string; status: string }) =>
        c.contentType === 'verticalVideo' && c.status === 'online',
    ).length,
  );
  const page2 = await call(app, app.operator, 'GET', '/content-sets', {
    query: { page: 2, pageSize: 10 },
  });
  expect(page2.items.map((c: { id: number }) => c.id)).toEqual(
    all.items.slice(10, 20).map((c: { id: number }) => c.id),
  );
  const one = all.items[3];
  const byDay = await call(app, app.operator, 'GET', '/content-sets', {
    query: {
      createdFrom: one.createdAt.slice(0, 10),
      createdTo: one.createdAt.slice(0, 10),
      name: one.name,
      number: one.number,
    },
  });
  expect(byDay.items.map((c: { id: number }) => c.id)).toEqual([one.id]);
  await call(
    app,
    app.operator,
    'GET',
    '/content-sets',
    { query: { contentType: 'audio' } },
    400100,
  );
  const created = await call(app, app.operator, 'POST', '/content-sets', {
    body: { name: '新内容集', contentType: 'img', filterType: 'rules' },
  });
  expect(created).toMatchObject({ status: 'offline', count: 0 });
});

test('cards toggle and delete', async () => {
  const cards = await call(app, app.operator, 'GET', '/cards', { query: { kind: 'service' } });
  const card = cards[0];
  const toggled = await call(app, app.operator, 'POST', `/cards/${card.id}/toggle`);
  expect(toggled.enabled).toBe(!card.enabled);
  await call(app, app.operator, 'DELETE', `/cards/${card.id}`);
  await call(app, app.operator, 'POST', `/cards/${card.id}/toggle`, {}, 404100);
});

test('the step form is validated by core’s schema, confirmed by the password and stored', async () => {
  const password = DEMO_ACCOUNTS.find((a) => a.username === 'admin')!.password;
  const form = {
    activityName: '双十一活动',
    channelType: 'web',
    promotionTime: ['2026-11-01', '2026-11-11'],
    promoteLink: 'https://example.com/a',
    advertisingSource: '搜索',
    advertisingMedia: 'cpc',
    keyword: ['促销'],
    pushNotify: true,
    advertisingContent: '全场五折',
  };
  const bad = await app.request('POST', '/channel-forms', {
    token: app.admin,
    body: { ...form, activityName: 'a'.repeat(21), promoteLink: 'ftp://x', password },
  });
  expect(bad.body.code).toBe(400100);
  expect(Object.keys(bad.body.data.fields).sort()).toEqual(['activityName', 'promoteLink']);
  const noPassword = await app.request('POST', '/channel-forms', { token: app.admin, body: form });
  expect(Object.keys(noPassword.body.data.fields)).toEqual(['password']);
  const wrong = await app.request('POST', '/channel-forms', {
    token: app.admin,
    body: { ...form, password: 'Wrong-pass1' },
  });
  expect(wrong.body.code).toBe(400100);
  expect(Object.keys(wrong.body.data.fields)).toEqual(['password']);
  const before = await call(app, app.admin, 'GET', '/channel-forms');
  expect(before.some((f: { activityName: string }) => f.activityName === '双十一活动')).toBe(false);
  const saved = await call(app, app.admin, 'POST', '/channel-forms', {
    body: { ...form, password },
  });
  expect(saved.id).toBeGreaterThan(0);
  expect(saved).not.toHaveProperty('password');
  const [latest] = await call(app, app.admin, 'GET', '/channel-forms');
  expect(latest).toMatchObject({ id: saved.id, activityName: '双十一活动' });
  expect(latest).not.toHaveProperty('password');
  await call(app, app.operator, 'POST', '/channel-forms', { body: { ...form, password } }, 403100);
});

test('a parameter group is range-checked and starts the approval on the basic profile', async () => {
  const group = {
    video: {
      mode: 'custom',
      acquisition: { resolution: '720*1280', frameRate: 30 },
      encoding: {
        resolution: '720*1280',
        rate: { min: 150, max: 1800, default: 900 },
        frameRate: 1,
        profile: 300,
      },
    },
    audio: {
      mode: 'custom',
      acquisition: { channels: '2' },
      encoding: { channels: 300, rate: 300, profile: 10 },
    },
    explanation: '调整码率',
  };
  const bad = await app.request('POST', '/param-groups', {
    token: app.admin,
    body: { ...group, video: { ...group.video, acquisition: { resolution: 'x', frameRate: 31 } } },
  });
  expect(bad.body.code).toBe(400100);
  expect(Object.keys(bad.body.data.fields)).toEqual(['video.acquisition.frameRate']);
  await call(app, app.admin, 'POST', '/param-groups', { body: group });
  const profile = await call(app, app.operator, 'GET', '/profile/basic');
  expect(profile.status).toBe('commit');
  expect(profile.current.video.encoding.rate.default).toBe(900);
  expect(profile.origin.video.encoding.rate.min).toBe(300);
});

test('user profile round-trips through PUT with core’s settings rules; certification can be withdrawn once', async () => {
  await call(
    app,
    app.operator,
    'PUT',
    '/user/profile',
    { body: { email: 'bad', nickname: 'n', countryRegion: 'c', area: 'a' } },
    400100,
  );
  const saved = await call(app, app.operator, 'PUT', '/user/profile', {
    body: {
      email: 'op@example.com',
      nickname: '小操',
      countryRegion: 'China',
      area: 'Shanghai',
      address: '',
      profile: '你好',
    },
  });
  expect(saved).toMatchObject({
    email: 'op@example.com',
    nickname: '小操',
    userName: 'operator',
    phone: '138****0003',
  });
  const cert = await call(app, app.operator, 'GET', '/user/certification');
  const auditing = cert.records.find((r: { status: string }) => r.status === 'auditing');
  await call(app, app.operator, 'POST', `/user/certification/${auditing.id}/withdraw`);
  await call(app, app.operator, 'POST', `/user/certification/${auditing.id}/withdraw`, {}, 422101);
});

test('analysis, workplace and monitor data come from the database, behind their menus', async () => {
  const analysis = await call(app, app.admin, 'GET', '/analysis/overview');
  const sets = await call(app, app.admin, 'GET', '/content-sets', { query: { pageSize: 1 } });
  expect(analysis.contentSets.reduce((a: number, r: { sets: number }) => a + r.sets, 0)).toBe(
    sets.total,
  );
  await call(app, app.operator, 'GET', '/analysis/overview', {}, 403100);
  expect((await call(app, app.operator, 'GET', '/analysis/public-opinion')).cards).toHaveLength(4);
  const workplace = await call(app, app.operator, 'GET', '/workplace/overview');
  expect(workplace.categories.reduce((a: number, c: { percent: number }) => a + c.percent, 0)).toBe(
    10000,
  );
  expect(workplace.pendingOrders).toBeGreaterThan(0);
  const monitor = await call(app, app.admin, 'GET', '/monitor/studio');
  expect(monitor.programs.some((p: { auditFailed: boolean }) => p.auditFailed)).toBe(true);
});
