import type { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openDatabase, type Database } from '../../../server/db/client.ts';
import { withFileLock } from '../../support/file-lock.ts';

/** The PostgreSQL used by the suite when set (CI); otherwise in-memory PGlite. */
export const TEST_DATABASE_URL: string | undefined = process.env.TEST_DATABASE_URL || undefined;

export function uniqueSchemaName(prefix = 't'): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

export interface PreparedDatabase {
  /** Names the prepared state (e.g. 'seed-test'); part of the cache key. */
  key: string;
  /** Brings an empty database to that state (migrate, seed …). */
  build(database: Database): Promise<void>;
}

const ROOT = join(import.meta.dirname, '../../..');

function sourceDigest(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|sql|json)$/.test(name)) hash.update(path).update(readFileSync(path));
    }
  };
  walk(join(ROOT, 'server'));
  walk(join(ROOT, 'core'));
  return hash.digest('hex').slice(0, 16);
}

let digest: string | undefined;

/**
 * A fresh database in the prepared state: its own schema on PostgreSQL (dropped on close), or
 * in-memory PGlite. PGlite's initdb takes seconds, so the prepared state is built once, dumped to a
 * tarball in the temp dir (keyed by the server/core sources) and every later database loads it.
 */
export async function openTestDatabase(
  prepared?: PreparedDatabase,
  logQuery?: (query: string, params: unknown[]) => void,
): Promise<Database> {
  if (TEST_DATABASE_URL) {
    const schema = uniqueSchemaName();
    const database = await openDatabase({ url: TEST_DATABASE_URL, schema, max: 5, logQuery });
    const wrapped: Database = {
      ...database,
      async close() {
        await database.close();
        await dropSchema(schema);
      },
    };
    await prepared?.build(wrapped);
    return wrapped;
  }
  if (!prepared) return openDatabase({ memory: true });
  digest ??= sourceDigest();
  const file = join(TEMPLATES, `${prepared.key}-${digest}.tar`);
  const loaded = await loadTemplate(file);
  if (loaded) return loaded;
  // Files starting together would each build it: one builds, the others wait and load its dump.
  return withFileLock(
    `${file}.lock`,
    async () => (await loadTemplate(file)) ?? build(prepared, file),
  );
}

const TEMPLATES = join(tmpdir(), 'qy-test-templates');

/** A database loaded from the template dump `file`, or undefined when there is none yet. */
async function loadTemplate(file: string): Promise<Database | undefined> {
  let tar: Blob;
  try {
    tar = new Blob([readFileSync(file)]);
  } catch {
    return undefined; // no template yet: build one
  }
  return openDatabase({ memory: true, loadDataDir: tar });
}

/** Builds the prepared state, dumps it to `file` (written whole, then renamed) and returns it. */
async function build(prepared: PreparedDatabase, file: string): Promise<Database> {
  const database = await openDatabase({ memory: true });
  await prepared.build(database);
  const pglite = (database as Database & { pglite: PGlite }).pglite;
  const dump = await pglite.dumpDataDir('none');
  mkdirSync(TEMPLATES, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  // Templates of older sources are dead weight (tens of MB each).
  for (const name of readdirSync(TEMPLATES)) {
    if (
      name.startsWith(`${prepared.key}-`) &&
      name.endsWith('.tar') &&
      join(TEMPLATES, name) !== file
    ) {
      rmSync(join(TEMPLATES, name), { force: true });
    }
  }
  return database;
}

export async function dropSchema(schema: string): Promise<void> {
  if (!TEST_DATABASE_URL) return;
  const sql = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop schema if exists "${schema}" cascade`);
  } finally {
    await sql.end();
  }
}
