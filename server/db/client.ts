import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { join } from 'node:path';
import postgres from 'postgres';
import { bounded } from './deadline.ts';
import { lockDataDir } from './lock.ts';
import { StatementCache } from './statements.ts';
import { leanClient } from './pglite-parsers.ts';
import * as schema from './schema/index.ts';

/** The drizzle database for both drivers (PGlite and postgres-js). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Unlisten = () => Promise<void>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL schema in use (search_path); 'public' unless isolated for tests. */
  schema: string;
  /** Statements built once per shape and run with new values (statements.ts). */
  statements: StatementCache;
  close(): Promise<void>;
  /** Cross-instance wake-ups (PostgreSQL LISTEN). Absent on PGlite: use the in-process EventBus. */
  listen?(channel: string, fn: (payload: string) => void): Promise<Unlisten>;
  notify?(channel: string, payload: string): Promise<void>;
  /**
   * PostgreSQL only: sets (or, with null, lifts) the client-side deadline on every query and on
   * taking a pooled connection. Start-up (migrations, seed) runs without; requests with.
   */
  setDeadline?(ms: number | null): void;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent, PGlite is used. */
  url?: string;
  /** PGlite data directory parent; the database lives in `<dataDir>/pglite`. */
  dataDir?: string;
  /** In-memory PGlite (tests). */
  memory?: boolean;
  /** In-memory PGlite started from a `dumpDataDir()` tarball (tests reuse a migrated, seeded template). */
  loadDataDir?: Blob;
  /** PostgreSQL only: schema to create (if missing) and use as search_path, for test isolation. */
  schema?: string;
  /** PostgreSQL pool size. */
  max?: number;
  /**
   * PostgreSQL only: client-side deadline (ms) on every query and on taking a pooled connection
   * (503100 past it) from the start; absent, none until setDeadline. PGlite runs queries in-process
   * and cannot interrupt one, so it has none.
   */
  deadlineMs?: number;
  /** PostgreSQL only: sees every statement drizzle sends, with its parameters (the plan guard test). */
  logQuery?: (query: string, params: unknown[]) => void;
}

/** Default of the client-side query deadline (DB_DEADLINE_MS). */
export const DEFAULT_DEADLINE_MS = 5_000;

/** The longest any one query may run on PostgreSQL. */
const STATEMENT_TIMEOUT_MS = 15_000;

const SAFE_IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  if (options.memory) {
    const client = await PGlite.create(
      options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
    );
    return openPglite(client, () => {});
  }
  if (!options.dataDir) throw new Error('openDatabase needs url, dataDir or memory');
  const release = lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create({ dataDir: join(options.dataDir, 'pglite') });
    return openPglite(client, release);
  } catch (e) {
    release();
    throw e;
  }
}

function openPglite(client: PGlite, release: () => void): Database & { pglite: PGlite } {
  const db = drizzlePglite({ client: leanClient(client), schema }) as unknown as Db;
  return {
    db,
    pglite: client,
    kind: 'pglite',
    schema: 'public',
    statements: new StatementCache(),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const schemaName = options.schema ?? 'public';
  if (!SAFE_IDENTIFIER.test(schemaName)) throw new Error(`Unsafe schema name: ${schemaName}`);
  if (schemaName !== 'public') {
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`create schema if not exists "${schemaName}"`);
    } finally {
      await admin.end();
    }
  }
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    // A database that cannot be reached fails a call within seconds (503100) instead of hanging it.
    connect_timeout: 5,
    connection: {
      search_path: schemaName,
      // No query runs longer than this (57014 → 503100); a transaction its client left open is
      // rolled back by the server, so nothing is ever half-written.
      statement_timeout: STATEMENT_TIMEOUT_MS,
      idle_in_transaction_session_timeout: 30_000,
    },
  });
  const deadline = { ms: options.deadlineMs ?? null };
  const client = bounded(sql, deadline);
  const logger = options.logQuery && { logQuery: options.logQuery };
  const db = drizzlePostgres({ client, schema, ...(logger ? { logger } : {}) }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    schema: schemaName,
    statements: new StatementCache(),
    async close() {
      await sql.end({ timeout: 5 });
    },
    async listen(channel, fn) {
      const sub = await sql.listen(channel, (payload) => fn(payload));
      return () => sub.unlisten();
    },
    async notify(channel, payload) {
      await sql.notify(channel, payload);
    },
    setDeadline(ms) {
      deadline.ms = ms;
    },
  };
}
