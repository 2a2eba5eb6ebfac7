import { afterAll, beforeAll, expect, test } from 'vitest';
import { pinyin } from 'pinyin-pro';
import { pinyinKeys } from '../../core/pinyin/index.ts';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
let institution: { id: number; name: string; creditCode: string };
beforeAll(async () => {
  app = await createBusinessApp();
  institution = (await call(app, app.admin, 'GET', '/institutions', { query: { pageSize: 1 } }))
    .items[0];
}, 300_000);
afterAll(() => app?.close());

const search = (token: string, q: string) => call(app, token, 'GET', '/search', { query: { q } });
const keysOf = (hits: { kind: string; key: string }[], kind: string) =>
  hits.filter((h) => h.kind === kind).map((h) => h.key);

test('finds a Chinese institution name by pinyin initials, full pinyin, a substring and its credit code', async () => {
  const full = pinyin(institution.name, { toneType: 'none', type: 'array' }).join('').toLowerCase();
  const initials = pinyin(institution.name, { pattern: 'first', toneType: 'none', type: 'array' })
    .join('')
    .toLowerCase();
  for (const q of [
    initials.slice(0, 4),
    full.slice(0, 9),
    institution.name.slice(2, 6),
    institution.creditCode.slice(0, 12),
  ]) {
    const hits = await search(app.admin, q);
    expect(keysOf(hits, 'institution'), q).toContain(String(institution.id));
    expect(hits.find((h: { key: string }) => h.key === String(institution.id)).route).toBe(
      'BusinessList',
    );
  }
});

test('a hit with a Chinese title carries its pinyin keys (the console has no dictionary)', async () => {
  const hits = await search(app.admin, institution.name.slice(0, 4));
  const found = hits.find((h: { key: string }) => h.key === String(institution.id));
  expect(found.title).toBe(institution.name);
  expect(found.pinyin).toEqual(pinyinKeys(institution.name));
  expect(found.pinyin.initials).toMatch(/^[a-z0-9]+$/);
  const account = (
    await call(app, app.admin, 'GET', '/deposits/accounts', { query: { pageSize: 1 } })
  ).items[0];
  const byNumber = (await search(app.admin, account.accountNo)).find(
    (h: { key: string }) => h.key === account.accountNo,
  );
  expect(byNumber).not.toHaveProperty('pinyin');
});

test('finds records by number and a user by name, and never returns more than the limit', async () => {
  const account = (
    await call(app, app.admin, 'GET', '/deposits/accounts', { query: { pageSize: 1 } })
  ).items[0];
  expect(keysOf(await search(app.admin, account.accountNo.toLowerCase()), 'deposit')).toContain(
    account.accountNo,
  );
  const settlement = (await call(app, app.admin, 'GET', '/settlements', { query: { pageSize: 1 } }))
    .items[0];
  expect(keysOf(await search(app.admin, settlement.settlementNo), 'settlement')).toContain(
    settlement.settlementNo,
  );
  const merchant = (await call(app, app.admin, 'GET', '/merchants', { query: { pageSize: 1 } }))
    .items[0];
  expect(keysOf(await search(app.admin, merchant.merchantNo), 'merchant')).toContain(
    merchant.merchantNo,
  );
  const users = await search(app.admin, 'shenheyuan');
  expect(
    users.some(
      (h: { kind: string; subtitle: string }) => h.kind === 'user' && h.subtitle === 'reviewer',
    ),
  ).toBe(true);
  const many = await call(app, app.admin, 'GET', '/search', { query: { q: 's', limit: 20 } });
  expect(many.length).toBeLessThanOrEqual(20);
  await call(app, app.admin, 'GET', '/search', { query: { q: 's', limit: 21 } }, 400100);
});

test('returns only kinds whose page the caller may open', async () => {
  const admin = await search(app.admin, 'shy');
  expect(admin.some((h: { kind: string }) => h.kind === 'user')).toBe(true);
  const operator = await search(app.operator, 'shy');
  expect(operator.some((h: { kind: string }) => h.kind === 'user')).toBe(false);
});

test('a renamed organisation is found by its new pinyin at once', async () => {
  const org = await call(app, app.admin, 'GET', '/orgs/3');
  await call(app, app.admin, 'PUT', '/orgs/3', {
    body: { version: org.version, name: '翡翠湾合作社' },
  });
  expect(keysOf(await search(app.admin, 'fcw'), 'org')).toContain('3');
  expect(keysOf(await search(app.admin, 'feicuiwan'), 'org')).toContain('3');
});
