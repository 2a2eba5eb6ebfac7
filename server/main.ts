/**
 * `npm start`: configuration → database (PGlite under DATA_DIR, or PostgreSQL) → migrations → menus →
 * demo seed when empty → one HTTP server for the API and the built console → graceful shutdown.
 */
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createApp } from './app.ts';
import { syncMenus } from './auth/role-menus.ts';
import { dataDirSecret } from './auth/secrets.ts';
import { DEFAULT_DEADLINE_MS, openDatabase, type Database } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoData } from './db/seed/index.ts';
import { DEMO_ACCOUNTS } from './db/seed/users.ts';
import { ConfigError, loadConfig, type AppConfig } from './env.ts';
import { systemClock } from './http/clock.ts';
import { API_BASE } from './http/hono-env.ts';
import { createLogger, type Logger } from './logging/logger.ts';
import { createSmsProvider, describeSmsConfig } from './sms/factory.ts';
import { createEventBus } from './stream/event-bus.ts';

const SHUTDOWN_GRACE_MS = 10_000;

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
  try {
    const database = config.databaseUrl
      ? await openDatabase({ url: config.databaseUrl, schema: config.databaseSchema })
      : await openDatabase({ dataDir: config.dataDir });
    logger.info('database opened', {
      kind: database.kind,
      where: config.databaseUrl ? 'DATABASE_URL' : resolve(config.dataDir, 'pglite'),
    });
    return database;
  } catch (e) {
    if (e instanceof DataDirLockedError) fail(e.message);
    fail(`Cannot open the database: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function banner(url: string, config: AppConfig, database: Database): string {
  const accounts = DEMO_ACCOUNTS.map(
    (a) => `    ${a.username.padEnd(10)} ${a.password.padEnd(13)} (${a.role}, phone ${a.phone})`,
  );
  return [
    '',
    `  QY SLA Admin is running: ${url}`,
    `  API: ${url}${API_BASE}   OpenAPI: ${url}${API_BASE}/openapi.json`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${resolve(config.dataDir, 'pglite')} (not fsynced; use DATABASE_URL for production)` : 'PostgreSQL (DATABASE_URL)'}`,
    '  Demo accounts (sign-in = password + SMS code):',
    ...accounts,
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

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  const database = await openOrExit(config, logger);
  if (!config.serverSecret && database.kind === 'pglite') {
    config.serverSecret = dataDirSecret(config.dataDir);
  } else if (!config.serverSecret) {
    logger.warn(
      'SERVER_SECRET is not set: this process keys SMS codes with its own random secret, so a code sent through one instance is refused by another; set SERVER_SECRET on every instance',
    );
  }
  const { applied } = await migrate(database);
  logger.info('migrations applied', { applied });
  await syncMenus(database.db);
  await seedOnce(database, () =>
    seedDemoData(database.db, {
      scale: config.seedScale,
      clock: systemClock,
      onProgress: (message) => logger.info('seed', { message }),
    }),
  );
  // Migrations and the seed may rightly wait and run long; requests may not.
  database.setDeadline?.(config.dbDeadlineMs ?? DEFAULT_DEADLINE_MS);

  const shutdown = new AbortController();
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

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((ok, ko) => {
    server.once('listening', ok);
    server.once('error', ko);
  }).catch((e: NodeJS.ErrnoException) =>
    fail(`Cannot listen on ${config.host}:${config.port}: ${e.code ?? e.message}`),
  );
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  process.stdout.write(banner(url, config, database) + '\n');
  logger.info('listening', { url });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    shutdown.abort(); // ends SSE streams so their connections can finish
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing connections');
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await new Promise<void>((done) => {
      server.close(() => done());
      (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    });
    clearTimeout(force);
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((e: unknown) => {
  process.stderr.write(`Fatal: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
