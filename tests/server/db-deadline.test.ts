/**
 * Issue 21: a frozen PostgreSQL had no bound (a write hung > 20 s). Every query and every wait for a
 * pooled connection now has a client-side deadline (DB_DEADLINE_MS; 300 ms here): past it the API
 * answers 503100 with Retry-After and writes nothing. The app reaches PostgreSQL through a TCP proxy
 * that can stop forwarding (a frozen server, as the client sees it) and go on again.
 */
import { sql } from 'drizzle-orm';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { syncMenus } from '../../server/auth/role-menus.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { migrate, rowsOf } from '../../server/db/migrate.ts';
import { seedDemoUsers } from '../../server/db/seed/users.ts';
import { errorCodesOf } from '../../server/http/db-errors.ts';
import { API_BASE } from '../../server/http/hono-env.ts';
import { createMemoryLogger } from '../../server/logging/logger.ts';
import { createCapturingSmsProvider } from '../../server/sms/provider.ts';
import { createEventBus } from '../../server/stream/event-bus.ts';
import { TEST_CONFIG } from './support/test-app.ts';
import { dropSchema, TEST_DATABASE_URL, uniqueSchemaName } from './support/test-database.ts';
import { trackPair } from './support/tcp-pair.ts';

/** A TCP proxy to PostgreSQL that can hold every byte (freeze) and let them through again (thaw). */
async function freezableProxy(target: URL) {
  const sockets = new Set<Socket>();
  let frozen = false;
  const held: (() => void)[] = [];
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    const forward = (from: Socket, to: Socket) =>
      from.on('data', (chunk) => {
        if (frozen) held.push(() => to.write(chunk));
        else to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    trackPair(sockets, client, upstream);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    freeze: () => void (frozen = true),
    thaw() {
      frozen = false;
      for (const send of held.splice(0)) send();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

describe.skipIf(!TEST_DATABASE_URL)('the client-side database deadline', () => {
  const schema = uniqueSchemaName('deadline');
  const sms = createCapturingSmsProvider();
  const shutdown = new AbortController();
  let proxy: Awaited<ReturnType<typeof freezableProxy>>;
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let token = '';

  const call = async (
    method: string,
    path: string,
    init: { form?: object; body?: object } = {},
  ) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form as Record<string, string>).toString();
    } else if (init.body) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const res = await app.request(`${API_BASE}${path}`, { method, headers, body });
    return { res, json: (await res.json()) as { code: number; data: Record<string, unknown> } };
  };

  beforeAll(async () => {
    proxy = await freezableProxy(new URL(TEST_DATABASE_URL!));
    // Start-up runs without a deadline (as main.ts does), and so does this test's own sign-in: on
    // a loaded machine its queries can take longer than the short deadline the tests are about.
    database = await openDatabase({ url: proxy.url, schema, max: 2 });
    await migrate(database);
    await syncMenus(database.db);
    await seedDemoUsers(database.db, { now: new Date() });
    app = createApp(
      {
        database,
        clock: { now: () => new Date() },
        sms,
        config: TEST_CONFIG,
        logger: createMemoryLogger('error'),
        events: createEventBus(),
      },
      { shutdown: shutdown.signal },
    );
    await call('POST', '/sms/send', { form: { username: 'operator' } });
    const login = await call('POST', '/sys/user/loginByCode', {
      form: { username: 'operator', password: 'Operator123', code: sms.lastCode('operator')! },
    });
    token = String(login.json.data.token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    database.setDeadline?.(300);
  }, 120_000);

  afterAll(async () => {
    shutdown.abort();
    proxy?.thaw();
    await database?.close().catch(() => {});
    await proxy?.close();
    await dropSchema(schema);
  });

  it('cuts a query that runs past it (pg_sleep) with QY_DEADLINE', async () => {
    const error = await database.db.execute(sql`select pg_sleep(3)`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(errorCodesOf(error)).toContain('QY_DEADLINE');
    expect(rowsOf(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  it('answers 503100 with Retry-After for a list and a write while the server is frozen, and writes nothing', async () => {
    proxy.freeze();
    try {
      const list = await call('GET', '/content-sets');
      expect(list.res.status).toBe(503);
      expect(list.res.headers.get('retry-after')).toBeTruthy();
      expect(list.json.code).toBe(503100);
      const write = await call('POST', '/content-sets', {
        body: { name: '冻结时', contentType: 'img', filterType: 'rules' },
      });
      expect(write.json.code).toBe(503100);
    } finally {
      proxy.thaw();
    }
    await expect.poll(async () => (await call('GET', '/content-sets')).json.code).toBe(200000);
    const rows = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from content_sets where name = ${'冻结时'}`,
      ),
    );
    expect(rows[0].n).toBe(0);
  });

  it('answers 503100 when no pooled connection frees up in time', async () => {
    let release = () => {};
    const gate = new Promise<void>((ok) => (release = ok));
    const holders = [0, 1].map(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await gate;
      }),
    );
    // Both connections are taken once each holder has run its first query.
    await new Promise((ok) => setImmediate(ok));
    try {
      const list = await call('GET', '/content-sets');
      expect(list.json.code).toBe(503100);
    } finally {
      release();
    }
    await Promise.allSettled(holders);
    expect((await call('GET', '/content-sets')).json.code).toBe(200000);
  });
});
