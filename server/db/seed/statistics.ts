import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from '../migrate.ts';

/**
 * `analyze` (or `vacuum`) on each table of the current schema, one statement each, as autovacuum
 * would leave them after a load: the planner's statistics (vacuum: the visibility map, for
 * index-only scans). PGlite runs no autovacuum, so a seeded embedded database
 * has none otherwise. Not the database-wide form: on a shared PostgreSQL database that also works
 * through every other schema (a cached ten-million-row data set among them).
 */
export async function eachSchemaTable(db: Db, command: 'analyze' | 'vacuum'): Promise<void> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select tablename as name from pg_tables where schemaname = current_schema()`,
    ),
  );
  for (const { name } of tables) await db.execute(sql`${sql.raw(command)} ${sql.identifier(name)}`);
}
