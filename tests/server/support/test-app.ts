import type { Hono } from 'hono';
import { createApp } from '../../../server/app.ts';
import { syncMenus } from '../../../server/auth/role-menus.ts';
import type { Database } from '../../../server/db/client.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { DEMO_ACCOUNTS, seedDemoUsers } from '../../../server/db/seed/users.ts';
import type { AppConfig } from '../../../server/env.ts';
import type { AppDeps } from '../../../server/http/context.ts';
import type { HonoEnv } from '../../../server/http/hono-env.ts';
import { API_BASE } from '../../../server/http/hono-env.ts';
import { createMemoryLogger } from '../../../server/logging/logger.ts';
import { createCapturingSmsProvider } from '../../../server/sms/provider.ts';
import { createEventBus } from '../../../server/stream/event-bus.ts';
import { createTestClock, type TestClock } from './test-clock.ts';
import { openTestDatabase } from './test-database.ts';

export interface RequestOptions {
  token?: string;
  /** JSON body. */
  body?: unknown;
  /** Form-encoded body. */
  form?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** Caller IP (X-Forwarded-For; honoured only in-process). */
  ip?: string;
}

// Decoded JSON: each test asserts the shape it expects, so `any` is the honest type here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface TestResponse<T = any> {
  status: number;
  /** Parsed JSON when the response is JSON, else the text. */
  body: T;
  headers: Headers;
}

export interface TestApp {
  app: Hono<HonoEnv>;
  database: Database;
  deps: AppDeps;
  clock: TestClock;
  sms: ReturnType<typeof createCapturingSmsProvider>;
  logger: ReturnType<typeof createMemoryLogger>;
  /** Real sign-in (SMS send, captured code, loginByCode); waits out the 60 s send cooldown on the test clock. */
  login(username: string, password?: string): Promise<string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  request<T = any>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<TestResponse<T>>;
  /** Raw Response (streams, CSV). */
  fetch(
    method: string,
    path: string,
    options?: RequestOptions & { signal?: AbortSignal },
  ): Promise<Response>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: TestClock;
  /** 'test' (default): the business demo seed at test scale; 'users': only the demo accounts and menus. */
  seed?: 'test' | 'users';
  config?: Partial<AppConfig>;
  /** PostgreSQL only: sees every statement the app sends (openDatabase's logQuery). */
  logQuery?: (query: string, params: unknown[]) => void;
}

export const TEST_CONFIG: AppConfig = {
  port: 0,
  host: '127.0.0.1',
  dataDir: './data',
  databaseSchema: 'public',
  trustProxy: false,
  logLevel: 'debug',
  sessionIdleMinutes: 30,
  sessionAbsoluteHours: 12,
  seedScale: 'test',
  // Every JSON answer of every server test is checked against its endpoint's response schema.
  checkResponses: true,
};

/** The seed's clock: templates are shared, so seeded data is always dated from this instant. */
const TEMPLATE_CLOCK = createTestClock();

let ipCounter = 0;
/** A fresh caller address, so per-IP limits of one test do not leak into another sign-in. */
export const freshIp = () =>
  `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;

/** The real app over a fresh database (in-memory PGlite, or its own schema on TEST_DATABASE_URL). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = options.clock ?? createTestClock();
  const seed = options.seed ?? 'test';
  const database = await openTestDatabase(
    {
      key: `seed-${seed}`,
      async build(db) {
        await migrate(db);
        await syncMenus(db.db);
        if (seed === 'users') {
          await seedDemoUsers(db.db, { now: TEMPLATE_CLOCK.now() });
        } else {
          // Loaded only when needed: the business seed pulls in every business module.
          const { seedDemoData } = await import('../../../server/db/seed/index.ts');
          await seedDemoData(db.db, { scale: 'test', clock: TEMPLATE_CLOCK });
        }
      },
    },
    options.logQuery,
  );
  const sms = createCapturingSmsProvider();
  const logger = createMemoryLogger('warn');
  const shutdown = new AbortController();
  const deps: AppDeps = {
    database,
    clock,
    sms,
    config: { ...TEST_CONFIG, ...options.config },
    logger,
    events: createEventBus(),
  };
  const app = createApp(deps, { shutdown: shutdown.signal });

  const fetchRaw: TestApp['fetch'] = async (method, path, opts = {}) => {
    const url = new URL(
      path.startsWith('/healthz') || path.startsWith('/readyz') || path.startsWith(API_BASE)
        ? path
        : API_BASE + path,
      'http://localhost',
    );
    for (const [k, v] of Object.entries(opts.query ?? {}))
      if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = {
      'x-forwarded-for': opts.ip ?? '127.0.0.1',
      ...opts.headers,
    };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    } else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    return app.request(url.pathname + url.search, { method, headers, body, signal: opts.signal });
  };

  const request: TestApp['request'] = async (method, path, opts) => {
    const res = await fetchRaw(method, path, opts);
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    return {
      status: res.status,
      body: type.includes('json') && text ? JSON.parse(text) : text,
      headers: res.headers,
    };
  };

  const login: TestApp['login'] = async (username, password) => {
    const pass = password ?? DEMO_ACCOUNTS.find((a) => a.username === username)?.password ?? '';
    const ip = freshIp();
    let sent = await request('POST', '/sms/send', { form: { username }, ip });
    if (sent.body.code === 200203) {
      clock.advance((Number(sent.body.data.cooldownSeconds) + 1) * 1000);
      sent = await request('POST', '/sms/send', { form: { username }, ip });
    }
    if (sent.body.code !== 200000)
      throw new Error(`sms/send for ${username}: ${JSON.stringify(sent.body)}`);
    const code = sms.lastCode(username);
    if (!code) throw new Error(`no SMS captured for ${username}`);
    const res = await request('POST', '/sys/user/loginByCode', {
      form: { username, password: pass, code },
      ip,
    });
    if (res.body.code !== 200000) throw new Error(`login ${username}: ${JSON.stringify(res.body)}`);
    return res.body.data.token as string;
  };

  return {
    app,
    database,
    deps,
    clock,
    sms,
    logger,
    login,
    request,
    fetch: fetchRaw,
    async close() {
      shutdown.abort();
      await database.close();
    },
  };
}
