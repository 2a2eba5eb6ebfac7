/**
 * Issue 21: exports had no concurrency limit (20 parallel exports from one token starved the lists).
 * Now: at most 2 per credential and 4 per instance (in memory); beyond, 429100 with Retry-After; a
 * slot is freed when its body is read to the end or dropped, and lists answer meanwhile.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
const sessions: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ seed: 'users' });
  for (let i = 0; i < 3; i++) sessions.push(await t.login('admin'));
}, 120_000);
afterAll(() => t?.close());

const exportAs = (token: string) => t.fetch('GET', '/users/export.csv', { token });

it('allows 2 per credential and 4 in total, answers 429100 + Retry-After beyond, and frees slots', async () => {
  const [a, b, c] = sessions;
  const held = [await exportAs(a), await exportAs(a)];
  expect(held.map((r) => r.status)).toEqual([200, 200]);

  const overMine = await exportAs(a);
  expect(overMine.status).toBe(429);
  expect(overMine.headers.get('retry-after')).toBe('5');
  expect(((await overMine.json()) as { code: number }).code).toBe(429100);

  held.push(await exportAs(b), await exportAs(b));
  expect(held.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  const overAll = await exportAs(c);
  expect(overAll.status).toBe(429);

  // Lists keep answering while every export slot is taken.
  const list = await t.request('GET', '/users', { token: c });
  expect(list.body.code).toBe(200000);

  // Reading one to the end frees its slot; dropping another frees its slot too.
  expect(await held[0].text()).toContain('admin');
  const again = await exportAs(c);
  expect(again.status).toBe(200);
  await held[2].body?.cancel();
  const more = await exportAs(a);
  expect(more.status).toBe(200);
  for (const r of [held[1], held[3], again, more]) await r.body?.cancel();
  expect((await exportAs(a)).status).toBe(200);
});

it('frees the slot of a refused export at once (an unknown token)', async () => {
  for (let i = 0; i < 5; i++) expect((await exportAs('nope')).status).toBe(401);
});
