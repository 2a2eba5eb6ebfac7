/**
 * One cache (server/domain/kept-reads.ts), dropped per resource and only after a committed change
 * (server/http/mount.ts, kept-resources.ts): a refused sign-in, a refused change or a read drops
 * nothing; a settlement moved drops the totals only; a change to a user drops the sessions at once
 * on this instance; a notification names the resources it drops (change-signal.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { KeptReads, type KeptResource } from '../../server/domain/kept-reads.ts';
import { resourcesChangedBy } from '../../server/domain/kept-resources.ts';
import { resourcesOf } from '../../server/http/change-signal.ts';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

const forget = vi.spyOn(KeptReads.prototype, 'forget');
// Braces: a hook that returns a function has it called as its teardown.
beforeEach(() => {
  forget.mockClear(); // the seed rebuilt the daily totals
});

/** The resources whose copies were dropped since the last check. */
function dropped(): KeptResource[] {
  const resources = forget.mock.contexts.map(
    (kept) => (kept as unknown as { options: { resource: KeptResource } }).options.resource,
  );
  forget.mockClear();
  return [...new Set(resources)].sort();
}

test('a read, a refused sign-in and a refused change drop nothing', async () => {
  await call(app, app.admin, 'GET', '/settlements', { query: { pageSize: 1 } });
  expect(dropped()).toEqual([]);
  const refused = await app.request('POST', '/sys/user/loginByCode', {
    form: { username: 'operator', password: 'wrong-password', code: '000000' },
  });
  expect(refused.body.code).not.toBe(200000);
  expect(dropped()).toEqual([]);
  const s = (await call(app, app.admin, 'GET', '/settlements', { query: { status: 'pending' } }))
    .items[0];
  const stale = await app.request('POST', `/settlements/${s.settlementNo}/process`, {
    token: app.admin,
    body: { version: s.version + 7 },
  });
  expect(stale.body.code).toBe(409100);
  expect(dropped()).toEqual([]);
});

test('a settlement moved drops the totals only; an institution changed drops its names only', async () => {
  const s = (await call(app, app.admin, 'GET', '/settlements', { query: { status: 'pending' } }))
    .items[0];
  await call(app, app.admin, 'POST', `/settlements/${s.settlementNo}/process`, {
    body: { version: s.version },
  });
  expect(dropped()).toEqual(['settlements']);
  const i = (await call(app, app.admin, 'GET', '/institutions', { query: { status: 'active' } }))
    .items[0];
  await call(app, app.admin, 'POST', `/institutions/${i.id}/suspend`, {
    body: { version: i.version },
  });
  expect(dropped()).toEqual(['institutions']);
  const again = await call(app, app.admin, 'GET', `/institutions/${i.id}`);
  await call(app, app.admin, 'POST', `/institutions/${i.id}/activate`, {
    body: { version: again.version },
  });
});

test('a change to a user drops the cached sessions at once: the next request sees it', async () => {
  const token = await app.login('operator');
  const info = () => app.request('GET', '/sys/user/info', { token });
  expect((await info()).body.code).toBe(200000); // the session is kept now
  const [row] = await app.database.db.select().from(users).where(eq(users.username, 'operator'));
  await call(app, app.admin, 'POST', `/users/${row.id}/disable`, {
    body: { version: row.version },
  });
  expect(dropped()).toContain('sessions');
  expect((await info()).body.code).toBe(200105); // disabling revoked the session
  const [off] = await app.database.db.select().from(users).where(eq(users.username, 'operator'));
  await call(app, app.admin, 'POST', `/users/${row.id}/enable`, { body: { version: off.version } });
});

test('which logged changes drop which copies', () => {
  const ok = (module: string, action: string) =>
    resourcesChangedBy({ module, action, result: 'success' });
  expect(ok('users', 'reset_password')).toEqual(['sessions']);
  expect(ok('auth', 'logout')).toEqual(['sessions']);
  expect(ok('auth', 'api-token.revoke')).toEqual(['sessions']);
  expect(ok('auth', 'login')).toEqual([]);
  expect(ok('auth', 'api-token.use')).toEqual([]);
  expect(ok('deposits', 'approve')).toEqual([]);
  expect(resourcesChangedBy({ module: 'users', action: 'disable', result: 'failure' })).toEqual([]);
});

test('a notification names what it drops; an empty one (an older instance) drops everything', () => {
  expect(resourcesOf('settlements')).toEqual(['settlements']);
  expect(resourcesOf('sessions,institutions')).toEqual(['sessions', 'institutions']);
  expect(resourcesOf('')).toEqual(['sessions', 'settlements', 'organisations', 'institutions']);
  expect(resourcesOf('bogus')).toEqual([]);
  expect(resourcesOf('b7|settlements', 'a1')).toEqual(['settlements']);
  expect(resourcesOf('a1|settlements', 'a1')).toEqual([]); // its own, dropped already
});
