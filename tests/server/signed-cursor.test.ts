import { afterAll, beforeAll, expect, test } from 'vitest';
import { createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

async function refused(path: string, cursor: string) {
  const res = await app.request('GET', path, { token: app.admin, query: { cursor, limit: 2 } });
  expect(res.status, `${path} ${cursor}`).toBe(422);
  expect(res.body.code).toBe(400100);
  expect(Object.keys(res.body.data?.fields ?? res.body.fields ?? {})).toContain('cursor');
}

test('hand-made, malformed, tampered or replayed cursors are a 400100 on cursor, never a 500', async () => {
  const first = await app.request('GET', '/settlements', {
    token: app.admin,
    query: { cursor: '', limit: 2 },
  });
  expect(first.body.code).toBe(200000);
  const next: string = first.body.data.nextCursor;
  expect(next).toMatch(/^[\w-]+\.[\w-]+$/);
  const again = await app.request('GET', '/settlements', {
    token: app.admin,
    query: { cursor: next, limit: 2 },
  });
  expect(again.body.code).toBe(200000);
  expect(again.body.data.totals).toEqual(first.body.data.totals);

  const [payload, mac] = next.split('.');
  const key = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  // Forged totals: the signature no longer matches.
  await refused('/settlements', `${b64({ ...key, t: { ...key.t, grossFen: 1 } })}.${mac}`);
  // The unsigned cursors of old and the fuzzer's crafted ones.
  await refused('/settlements', b64({ f: 'grossFen', v: 'abc', id: 1 }));
  await refused('/settlements', '99999999999999999999999');
  await refused('/settlements', `${payload}.`);
  await refused('/settlements', `${payload}.${mac}.x`);
  // A cursor of one list does not page another list or other filters.
  await refused('/deposits/accounts', next);
  await refused('/settlements?status=failed', next);
});
