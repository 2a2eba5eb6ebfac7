/**
 * One versioned transition (server/review/versioned.ts) behind institutions, organisations,
 * merchants, users and settlements: of simultaneous changes with one version exactly one commits
 * (one success log row, version + 1), the others get 409100; the same status again is 422101 with
 * a failure log row; a stale version is 409100.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rowsOf } from '../../server/db/migrate.ts';
import { call, createBusinessApp, type BusinessApp } from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

interface Case {
  module: string;
  action: string;
  /**
   * A record in the status the action starts from: its path, its version, its log target and the
   * label of a refusal (the key the client gave, when it differs from the target).
   */
  pick(): Promise<{ path: string; version: number; target: string; label?: string }>;
}

const first = async (path: string, query: Record<string, string | number>) =>
  (await call(app, app.admin, 'GET', path, { query: { pageSize: 1, ...query } })).items[0];

const cases: Case[] = [
  {
    module: 'settlements',
    action: 'process',
    pick: async () => {
      const s = await first('/settlements', { status: 'pending' });
      return { path: `/settlements/${s.settlementNo}`, version: s.version, target: s.settlementNo };
    },
  },
  {
    module: 'institutions',
    action: 'suspend',
    pick: async () => {
      const i = await first('/institutions', { status: 'active' });
      return {
        path: `/institutions/${i.id}`,
        version: i.version,
        target: i.creditCode,
        label: String(i.id),
      };
    },
  },
  {
    module: 'orgs',
    action: 'disable',
    pick: async () => {
      const o = await first('/orgs', { status: 'enabled' });
      return { path: `/orgs/${o.id}`, version: o.version, target: o.code, label: String(o.id) };
    },
  },
  {
    module: 'merchants',
    action: 'disable',
    pick: async () => {
      const m = await first('/merchants', { status: 'approved' });
      return { path: `/merchants/${m.merchantNo}`, version: m.version, target: m.merchantNo };
    },
  },
  {
    module: 'users',
    action: 'disable',
    pick: async () => {
      const list = await call(app, app.admin, 'GET', '/users', {
        query: { status: 'active', pageSize: 100 },
      });
      // Not an administrator: another admin's standing is a change review (admin-maker-checker).
      const u = list.items.find((x: { role: string }) => x.role !== 'admin');
      return {
        path: `/users/${u.id}`,
        version: u.version,
        target: u.username,
        label: String(u.id),
      };
    },
  },
];

async function logCounts(module: string, action: string, target: string, label = target) {
  const rows = rowsOf<{ result: string; n: number }>(
    await app.database.db.execute(
      sql`select result, count(*)::int as n from system_logs where module = ${module} and action = ${action} and target in (${target}, ${label}) group by result`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.result, r.n]));
}

test.each(cases.map((c) => [c.module, c] as const))(
  '%s: one of simultaneous changes commits, the same status again is refused',
  async (_module, c) => {
    const { path, version, target, label } = await c.pick();
    const tries = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.request('POST', `${path}/${c.action}`, { token: app.admin, body: { version } }),
      ),
    );
    const codes = tries.map((r) => r.body.code);
    expect(codes.filter((code) => code === 200000)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200000).every((code) => code === 409100)).toBe(true);
    const after = tries.find((r) => r.body.code === 200000)!.body.data;
    expect(after.version).toBe(version + 1);
    expect((await logCounts(c.module, c.action, target)).success).toBe(1);

    // The same status again, with the current version: an invalid transition, logged as refused.
    const again = await app.request('POST', `${path}/${c.action}`, {
      token: app.admin,
      body: { version: version + 1 },
    });
    expect(again.body.code).toBe(422101);
    expect(again.status).toBe(422);
    const stale = await app.request('POST', `${path}/${c.action}`, {
      token: app.admin,
      body: { version },
    });
    expect(stale.body.code).toBe(409100);
    // Every refusal (7 conflicts, the same status, the stale version) wrote its failure row.
    expect(await logCounts(c.module, c.action, target, label)).toEqual({ success: 1, failure: 9 });
  },
);
