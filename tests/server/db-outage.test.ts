/**
 * PostgreSQL goes away under a steady client (issue 10). The app reaches PostgreSQL through a TCP
 * proxy in this test; cutting the proxy (every connection reset, new ones too) is what a stopped
 * server looks like to the app. Checked: 503100 with Retry-After while it is away (each call under a
 * hang guard of ten configured deadlines), no connection tried for a call once the outage is known, one log line per outage and one on recovery, the live log stream told (and a new one
 * refused until it is back), and afterwards no acknowledged write lost and none half-written.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createApp } from '../../server/app.ts';
import { syncMenus } from '../../server/auth/role-menus.ts';
import { createAvailability } from '../../server/db/availability.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemoUsers } from '../../server/db/seed/users.ts';
import { API_BASE } from '../../server/http/hono-env.ts';
import { createMemoryLogger } from '../../server/logging/logger.ts';
import { createCapturingSmsProvider } from '../../server/sms/provider.ts';
import { createEventBus } from '../../server/stream/event-bus.ts';
import { sseReader } from './support/sse-reader.ts';
import { TEST_CONFIG } from './support/test-app.ts';
import { dropSchema, TEST_DATABASE_URL, uniqueSchemaName } from './support/test-database.ts';
import { trackPair } from './support/tcp-pair.ts';

/**
 * A TCP proxy to PostgreSQL that can be cut and restored. Cut, every open connection is reset and
 * every new one is reset as soon as it arrives (what a stopped server looks like to the app), and
 * counted: `attempts` says how often the app tried to reach the database during the cut.
 */
async function pgProxy(target: URL) {
  const sockets = new Set<Socket>();
  let cut = false;
  let attempts = 0;
  const server: Server = createServer((client) => {
    if (cut) {
      attempts += 1;
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    trackPair(sockets, client, upstream);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as AddressInfo).port;
  return {
    url() {
      const u = new URL(target);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    /** Connections the app tried while cut. */
    get attempts() {
      return attempts;
    },
    cut() {
      cut = true;
      for (const s of sockets) s.resetAndDestroy();
    },
    restore() {
      cut = false;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

/** The configured client-side deadline (DB_DEADLINE_MS) of this test's database. */
const DEADLINE_MS = 1_000;
/** A call still unanswered after ten deadlines has hung: fail it instead of waiting on. */
const HANG_GUARD_MS = 10 * DEADLINE_MS;

function hangGuard<T>(what: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} hung (${HANG_GUARD_MS} ms)`)),
      HANG_GUARD_MS,
    );
  });
  return Promise.race([work, hung]).finally(() => clearTimeout(timer));
}

const schema = uniqueSchemaName('outage');
let proxy: Awaited<ReturnType<typeof pgProxy>>;
let database: Database;
let app: ReturnType<typeof createApp>;
const logger = createMemoryLogger('info');
const sms = createCapturingSmsProvider();
const shutdown = new AbortController();
let probes = 0;

async function call(
  method: string,
  path: string,
  init: { token?: string; form?: object; body?: object } = {},
) {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form as Record<string, string>).toString();
  } else if (init.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const res = await hangGuard(
    `${method} ${path}`,
    Promise.resolve(app.request(`${API_BASE}${path}`, { method, headers, body })),
  );
  const json = res.headers.get('content-type')?.includes('json')
    ? ((await res.json()) as { code: number; data: Record<string, unknown> })
    : null;
  return { res, json };
}

const logCount = (msg: string) => logger.lines.filter((l) => l.msg === msg).length;

describe.skipIf(!TEST_DATABASE_URL)('when PostgreSQL goes away', () => {
  let token = '';
  beforeAll(async () => {
    proxy = await pgProxy(new URL(TEST_DATABASE_URL!));
    database = await openDatabase({ url: proxy.url(), schema, max: 5, deadlineMs: DEADLINE_MS });
    await migrate(database);
    await syncMenus(database.db);
    await seedDemoUsers(database.db, { now: new Date() });
    // The app's own probe (select 1 through the proxy), counted: during the cut each probe is one
    // connection attempt, and every other attempt is a request that went to the database.
    const availability = createAvailability({
      logger,
      probeMs: 100,
      probe: () => {
        probes += 1;
        return database.db.execute(sql`select 1`);
      },
    });
    app = createApp(
      {
        database,
        clock: { now: () => new Date() },
        sms,
        config: TEST_CONFIG,
        logger,
        events: createEventBus(),
        availability,
      },
      { shutdown: shutdown.signal },
    );
    await call('POST', '/sms/send', { form: { username: 'admin' } });
    const login = await call('POST', '/sys/user/loginByCode', {
      form: { username: 'admin', password: 'Admin123', code: sms.lastCode('admin')! },
    });
    token = String(login.json?.data.token);
  }, 120_000);

  afterAll(async () => {
    shutdown.abort();
    await database?.close().catch(() => {});
    await proxy?.close();
    await dropSchema(schema);
  });

  it('answers 503100 with Retry-After while it is away and refuses without reaching for it once known, logs once, tells the stream, and loses nothing', async () => {
    const acked: string[] = [];
    const refused: string[] = [];
    let n = 0;
    const write = async () => {
      const code = `OUT-${++n}`;
      const r = await call('POST', '/orgs', {
        token,
        body: {
          parentId: null,
          code,
          name: `断线${n}`,
          kind: 'branch',
          settlementTarget: false,
          shareBp: 0,
          bankAccount: '6222021234567890',
        },
      });
      if (r.json?.code === 200000) acked.push(code);
      else refused.push(code);
      return r;
    };
    for (let i = 0; i < 5; i++) expect((await write()).json?.code).toBe(200000);

    const stream = await app.request(`${API_BASE}/logs/stream`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stream.status).toBe(200);
    const events = sseReader(stream);

    proxy.cut();
    type Answer = { status: number; code?: number; retryAfter: string | null };
    const answer = (r: Awaited<ReturnType<typeof call>>): Answer => ({
      status: r.res.status,
      code: r.json?.code,
      retryAfter: r.res.headers.get('retry-after'),
    });
    // The first call meets the cut and starts the outage.
    const first = [answer(await write()), answer(await call('GET', '/orgs', { token }))];
    // Known now: every further call is refused before it reaches for the database.
    const attemptsBefore = proxy.attempts;
    const probesBefore = probes;
    const during: Answer[] = [];
    for (let i = 0; i < 10; i++) {
      during.push(answer(await write()));
      during.push(answer(await call('GET', '/orgs', { token })));
    }
    for (const d of [...first, ...during]) {
      expect(d).toMatchObject({ status: 503, code: 503100, retryAfter: '5' });
    }
    // 20 calls, and no connection tried for them: only the probe's (one per probe; one may have
    // been under way when the count was taken).
    expect(proxy.attempts - attemptsBefore).toBeLessThanOrEqual(probes - probesBefore + 1);
    // The live log stream is told with the catalogue's envelope, then ends.
    let told = null;
    for (let ev = await events.next(3_000); ev; ev = await events.next(3_000)) {
      if (ev.event === 'error') {
        told = JSON.parse(ev.data) as { code: number };
        break;
      }
    }
    expect(told).toMatchObject({ code: 503100 });
    // A reconnect meanwhile is refused the same way (the client retries after Retry-After / retry:).
    const again = await app.request(`${API_BASE}/logs/stream`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.status).toBe(503);
    // One line for the whole outage, not one per request; no stack, no SQL.
    expect(logCount('database unavailable')).toBe(1);
    expect(logCount('unhandled error')).toBe(0);
    expect(logCount('refused by the database')).toBe(0);

    proxy.restore();
    // Written again once the database is back (each try is a real write; the probe runs every
    // 100 ms, so 5 s is a 50× hang guard).
    await expect
      .poll(async () => (await write()).json?.code, { timeout: 5_000, interval: 100 })
      .toBe(200000);
    expect(logCount('database available again')).toBe(1);
    expect(logCount('database unavailable')).toBe(1);
    const reconnected = await app.request(`${API_BASE}/logs/stream`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reconnected.status).toBe(200);
    await reconnected.body?.cancel();

    // Straight to PostgreSQL (not through the proxy): every acknowledged write is there, and every
    // write is all-or-nothing (organisation, its routing review and its log row together).
    const direct = postgres(TEST_DATABASE_URL!, {
      max: 1,
      onnotice: () => {},
      connection: { search_path: schema },
    });
    try {
      const orgs = new Set(
        (await direct`select code from organisations where code like 'OUT-%'`).map((r) =>
          String(r.code),
        ),
      );
      const reviews = new Set(
        (
          await direct`select subject_label from change_reviews where subject_label like 'OUT-%'`
        ).map((r) => String(r.subject_label)),
      );
      const logs = new Set(
        (
          await direct`select target from system_logs where module = 'orgs' and action = 'create' and result = 'success' and target like 'OUT-%'`
        ).map((r) => String(r.target)),
      );
      for (const code of acked) {
        expect(orgs.has(code), code).toBe(true);
      }
      for (const code of [...acked, ...refused]) {
        expect([reviews.has(code), logs.has(code)], code).toEqual([orgs.has(code), orgs.has(code)]);
      }
    } finally {
      await direct.end();
    }
  }, 60_000);
});
