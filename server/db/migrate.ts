import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies the drizzle-kit migrations in order, in-process. Our own small runner instead of drizzle's
 * migrator because generated SQL qualifies references with "public", and test isolation on PostgreSQL
 * runs each suite in its own schema (search_path); stripping the qualifier keeps one set of files.
 * Instances starting together on one PostgreSQL serialise on an advisory lock.
 */
export async function migrate(database: Database): Promise<{ applied: number }> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const { db } = database;
  return db.transaction(async (tx) => {
    if (database.kind === 'postgres') {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${'qy-migrate:' + database.schema}))`,
      );
      // An index built on a large table takes longer than a request's statement deadline.
      await tx.execute(sql`set local statement_timeout = 0`);
    }
    await tx.execute(
      sql.raw(
        'create table if not exists "__qy_migrations" (hash text primary key, folder_millis bigint not null, applied_at timestamptz not null default now())',
      ),
    );
    const rows = await tx.execute<{ hash: string }>(sql.raw('select hash from "__qy_migrations"'));
    const done = new Set(rowsOf<{ hash: string }>(rows).map((r) => r.hash));
    let applied = 0;
    for (const m of migrations) {
      if (done.has(m.hash)) continue;
      for (const statement of m.sql) {
        const text = statement.replaceAll('"public".', '').trim();
        if (text) await tx.execute(sql.raw(text));
      }
      await tx.execute(
        sql`insert into "__qy_migrations" (hash, folder_millis) values (${m.hash}, ${m.folderMillis})`,
      );
      applied++;
    }
    return { applied };
  });
}

/** Rows of a raw `execute` result on either driver (PGlite returns `{ rows }`, postgres-js an array). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
