import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

test('a service card renews for a year from its expiry and opens; other kinds refuse', async () => {
  const services = await call(app, app.operator, 'GET', '/cards', { query: { kind: 'service' } });
  const card = services[0];
  const renewed = await call(app, app.operator, 'POST', `/cards/${card.id}/renew`);
  expect(renewed.enabled).toBe(true);
  // The test server runs on a fixed clock: a renewal adds a year to a future expiry exactly.
  expect(Date.parse(renewed.expiresAt)).toBeGreaterThan(Date.parse(card.expiresAt ?? '0'));
  const again = await call(app, app.operator, 'POST', `/cards/${card.id}/renew`);
  expect(Date.parse(again.expiresAt) - Date.parse(renewed.expiresAt)).toBe(365 * 86_400_000);
  const [rules] = await call(app, app.operator, 'GET', '/cards', { query: { kind: 'rules' } });
  await call(app, app.operator, 'POST', `/cards/${rules.id}/renew`, {}, 422101);
  await call(app, app.operator, 'POST', '/cards/999999/renew', {}, 404100);
});

test('a chat message is appended to the studio as the sender; an empty one is refused', async () => {
  const sent = await call(app, app.admin, 'POST', '/monitor/chat', {
    body: { content: '  你好，直播间  ' },
  });
  expect(sent).toMatchObject({ content: '你好，直播间' });
  const studio = await call(app, app.admin, 'GET', '/monitor/studio');
  expect(studio.chat.at(-1)).toEqual(sent);
  const bad = await app.request('POST', '/monitor/chat', {
    token: app.admin,
    body: { content: ' ' },
  });
  expect(bad.body.code).toBe(400100);
  expect(Object.keys(bad.body.data.fields)).toEqual(['content']);
  await call(app, app.operator, 'POST', '/monitor/chat', { body: { content: 'x' } }, 403100);
});

test('monitor quick operations change the studio and are logged', async () => {
  const switched = await call(app, app.admin, 'POST', '/monitor/operations', {
    body: { operation: 'switchStream' },
  });
  expect(switched.info.activeStream).toBe('standby');
  const clarity = await call(app, app.admin, 'POST', '/monitor/operations', {
    body: { operation: 'changeClarity', clarity: 'fhd' },
  });
  expect(clarity.info.currentClarity).toBe('fhd');
  const removed = await call(app, app.admin, 'POST', '/monitor/operations', {
    body: { operation: 'removeClarity', clarity: 'sd' },
  });
  expect(removed.info.clarity).not.toContain('sd');
  const gasket = await call(app, app.admin, 'POST', '/monitor/operations', {
    body: { operation: 'pushGasket' },
  });
  expect(gasket.info.gasket).toBe(true);
  expect(gasket.operations.map((o: { operation: string }) => o.operation)).toEqual([
    'switchStream',
    'changeClarity',
    'removeClarity',
    'pushGasket',
  ]);
  const missing = await app.request('POST', '/monitor/operations', {
    token: app.admin,
    body: { operation: 'removeClarity' },
  });
  expect(Object.keys(missing.body.data.fields)).toEqual(['clarity']);
  const logs = await call(app, app.admin, 'GET', '/logs', { query: { pageSize: 50 } });
  const actions = logs.items
    .filter((l: { module: string }) => l.module === 'monitor')
    .map((l: { action: string }) => l.action);
  expect(actions).toEqual(
    expect.arrayContaining(['switchStream', 'changeClarity', 'removeClarity', 'pushGasket']),
  );
});
