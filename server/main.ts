/**
 * The server process: configuration → the port bound (it answers 503 "initialising" meanwhile) →
 * database (PGlite under DATA_DIR, or PostgreSQL) → migrations → menus → the demo seed when empty
 * and QY_DEMO=1 → the API and the built console on that port → graceful shutdown (drain).
 */
import './require-node.ts';
import { sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createApp } from './app.ts';
import { syncMenus } from './auth/role-menus.ts';
import { dataDirSecret } from './auth/secrets.ts';
import { DEFAULT_DEADLINE_MS, openDatabase, type Database } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { migrate } from './db/migrate.ts';
import { countAdministrators, ADMIN_COMMAND_LIMIT } from './admin/administrators.ts';
import { isSeeded, seedDemoData } from './db/seed/index.ts';
import { DEMO_ACCOUNTS } from './db/seed/users.ts';
import { ConfigError, loadConfig, type AppConfig } from './env.ts';
import { systemClock } from './http/clock.ts';
import { API_BASE } from './http/hono-env.ts';
import { startHttpServer } from './http/node-server.ts';
import { startingApp } from './http/not-serving.ts';
import { createLogger, type Logger } from './logging/logger.ts';
import { createSmsProvider, describeSmsConfig } from './sms/factory.ts';
import { createEventBus } from './stream/event-bus.ts';

const SHUTDOWN_GRACE_MS = 10_000;

type FetchHandler = Parameters<typeof startHttpServer>[0]['fetch'];

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) fail(e.message);
    throw e;
  }
}

async function openOrExit(config: AppConfig, logger: Logger): Promise<Database> {
  const where = config.databaseUrl ? 'DATABASE_URL' : resolve(config.dataDir, 'pglite');
  // A new embedded database is initialised first (initdb inside PGlite): tens of seconds on a busy
  // machine, which the log should explain rather than sit silent.
  if (!config.databaseUrl && !existsSync(where))
    logger.info('creating the embedded database (first start only; this takes a while)', { where });
  else logger.info('opening the database', { where });
  try {
    const database = config.databaseUrl
      ? await openDatabase({ url: config.databaseUrl, schema: config.databaseSchema })
      : await openDatabase({ dataDir: config.dataDir });
    logger.info('database opened', { kind: database.kind, where });
    return database;
  } catch (e) {
    if (e instanceof DataDirLockedError) fail(e.message);
    fail(`Cannot open the database: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function banner(url: string, config: AppConfig, database: Database, admins: number): string {
  const accounts = DEMO_ACCOUNTS.map(
    (a) => `    ${a.username.padEnd(10)} ${a.password.padEnd(13)} (${a.role}, phone ${a.phone})`,
  );
  const people = config.demo
    ? ['  Demo accounts (sign-in = password + SMS code):', ...accounts]
    : [
        `  Administrators: ${admins}${admins < ADMIN_COMMAND_LIMIT ? ` (add them on this host: npm run admin -- create --username … --name … --phone …)` : ''}`,
      ];
  return [
    '',
    `  QY SLA Admin is running: ${url}${config.demo ? '   (demo: QY_DEMO=1)' : ''}`,
    `  API: ${url}${API_BASE}   OpenAPI: ${url}${API_BASE}/openapi.json`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${resolve(config.dataDir, 'pglite')} (not fsynced; use DATABASE_URL for production)` : 'PostgreSQL (DATABASE_URL)'}`,
    ...people,
    config.sms && config.sms.provider !== 'log'
      ? `  SMS provider: ${describeSmsConfig(config.sms)} (codes are sent, never logged).`
      : `  SMS provider: log. Codes appear in this server log ("sms sent")${config.smsOutboxFile ? ` and in ${resolve(config.smsOutboxFile)}` : ' (set SMS_OUTBOX_FILE to also append them to a file)'}; set SMS_PROVIDER for real delivery.`,
    '',
  ].join('\n');
}

/**
 * Seeds an empty database. Instances starting together on one PostgreSQL take turns on an advisory
 * lock held by an open transaction, so only the first seeds and the others then find the data.
 */
async function seedOnce(database: Database, seed: () => Promise<void>): Promise<void> {
  if (database.kind !== 'postgres') return seed();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'qy-seed:' + database.schema}))`);
    await seed();
  });
}

/** Binds the port before anything else, so a busy port is found at once, not after the database. */
async function listen(config: AppConfig, fetch: FetchHandler): Promise<Server> {
  return startHttpServer({
    fetch,
    port: config.port,
    hostname: config.host,
    keepAliveTimeoutSeconds: config.keepAliveTimeoutSeconds,
  }).catch((e: NodeJS.ErrnoException) =>
    fail(
      `Cannot listen on ${config.host}:${config.port}: ${e.code ?? e.message}${e.code === 'EADDRINUSE' ? ' (another process uses this port; set PORT to a free one)' : ''}`,
    ),
  );
}

/** Migrations, menus and (demo only) the demo data, each step logged: a first start takes a while. */
async function prepare(config: AppConfig, database: Database, logger: Logger): Promise<void> {
  logger.info('applying migrations');
  const { applied } = await migrate(database);
  logger.info('migrations applied', { applied });
  await syncMenus(database.db);
  if (config.demo) {
    if (!(await isSeeded(database.db)))
      logger.info('seeding the demo data (first start only; this takes a while)', {
        scale: config.seedScale,
      });
    await seedOnce(database, () =>
      seedDemoData(database.db, {
        scale: config.seedScale,
        clock: systemClock,
        onProgress: (message) => logger.info('seed', { message }),
      }),
    );
  }
  // Migrations and the seed may rightly wait and run long; requests may not.
  database.setDeadline?.(config.dbDeadlineMs ?? DEFAULT_DEADLINE_MS);
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);

  // The port answers from the start: /healthz ok, /readyz and the API 503 "initialising".
  let handler: FetchHandler = startingApp().fetch;
  const server = await listen(config, (request, env) => handler(request, env));
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  logger.info('listening; preparing the database (/readyz answers 503 until it is ready)', {
    url,
  });

  const shutdown = new AbortController();
  // Opened below; a signal during the preparation closes whatever is open by then.
  const opened: { database?: Database } = {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    // From here every new request, kept-alive or not, gets 503 + Connection: close, and open
    // streams are told to go (server-draining), so their connections can finish.
    shutdown.abort();
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing connections');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // A response that ends during the drain (a stream told to go) leaves its kept-alive socket
    // idle, and close() waits for it until keepAliveTimeout or the client's next request: close
    // such sockets as they turn idle.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    await new Promise<void>((done) => {
      server.close(() => done());
      server.closeIdleConnections();
    });
    clearInterval(sweep);
    clearTimeout(force);
    await opened.database?.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const database = await openOrExit(config, logger);
  opened.database = database;
  if (!config.serverSecret && database.kind === 'pglite') {
    config.serverSecret = dataDirSecret(config.dataDir);
  } else if (!config.serverSecret) {
    logger.warn(
      'SERVER_SECRET is not set: this process keys SMS codes with its own random secret, so a code sent through one instance is refused by another; set SERVER_SECRET on every instance',
    );
  }
  await prepare(config, database, logger);
  const admins = await countAdministrators(database.db);
  if (admins === 0)
    logger.warn(
      'no administrator yet: create them on this host with npm run admin -- create --username … --name … --phone … (password on stdin)',
    );
  if (stopping) return;

  const staticDir = resolve('dist/web');
  const app = createApp(
    {
      database,
      clock: systemClock,
      sms: createSmsProvider(config.sms ?? { provider: 'log' }, {
        logger,
        outboxFile: config.smsOutboxFile,
      }),
      config,
      logger,
      events: createEventBus(),
    },
    { staticDir: existsSync(staticDir) ? staticDir : undefined, shutdown: shutdown.signal },
  );
  if (!existsSync(staticDir))
    logger.warn('dist/web not found: the console is not served (run npm run build)');
  handler = app.fetch;
  process.stdout.write(banner(url, config, database, admins) + '\n');
  logger.info('ready', { url });
}

main().catch((e: unknown) => {
  process.stderr.write(`Fatal: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
