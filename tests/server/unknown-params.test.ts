/**
 * An unknown query parameter is refused with 400100 naming it (server/http/query-keys.ts), on
 * every endpoint that declares its query: every list and every export. A typo in a filter must not
 * silently widen a list or an export to every row.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { endpoints } from '../../server/routes/registry.ts';
import { declaredKeys } from '../../server/http/query-keys.ts';
import { createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

const withQuery = endpoints.filter((ep) => ep.method === 'GET' && ep.query);
const lists = withQuery;

describe('every endpoint with a query schema knows the keys it declares', () => {
  test.each(withQuery.map((ep) => [ep.path, ep] as const))('%s', (_path, ep) => {
    const keys = declaredKeys(ep.query!);
    expect(keys).not.toBeNull();
    expect(keys!.size).toBeGreaterThan(0);
  });
});

test('the lists and exports include every resource list (a list endpoint is not missed)', () => {
  const paths = lists.map((ep) => ep.path);
  for (const path of ['/settlements', '/settlements/export.csv', '/deposits/requests', '/logs'])
    expect(paths).toContain(path);
});

describe('an unknown parameter is refused with 400100 naming it, in both languages', () => {
  test.each(lists.map((ep) => [ep.path, ep] as const))('GET %s', async (path, ep) => {
    const declared = [...declaredKeys(ep.query!)!];
    for (const [locale, message] of [
      ['en-US', 'Unknown parameter'],
      ['zh-CN', '不支持的参数'],
    ] as const) {
      const res = await app.request('GET', path.replace(/:(\w+)/g, '1'), {
        token: app.admin,
        query: { account: 'x', zzTypo: '1', [declared[0]]: '' },
        headers: { 'accept-language': locale },
      });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(400100);
      expect(res.body.data.fields).toEqual({ account: message, zzTypo: message });
    }
  });
});

test('declared parameters still pass, and an export with a typo no longer widens to every row', async () => {
  const ok = await app.request('GET', '/deposits/requests', {
    token: app.admin,
    query: { accountNo: 'nothing-like-this' },
  });
  expect(ok.status).toBe(200);
  expect(ok.body.data.total).toBe(0);
  const typo = await app.fetch('GET', '/deposits/requests/export.csv', {
    token: app.admin,
    query: { account: 'nothing-like-this' },
  });
  expect(typo.status).toBe(422);
});
