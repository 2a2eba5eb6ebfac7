import postgres from 'postgres';
import { openDatabase, type Database } from '../../../server/db/client.ts';

/** The PostgreSQL used by the suite when set (CI); otherwise in-memory PGlite. */
export const TEST_DATABASE_URL: string | undefined = process.env.TEST_DATABASE_URL || undefined;

export function uniqueSchemaName(prefix = 't'): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** A fresh, empty database: its own schema on PostgreSQL (dropped on close), or in-memory PGlite. */
export async function openTestDatabase(): Promise<Database> {
  if (!TEST_DATABASE_URL) return openDatabase({ memory: true });
  const schema = uniqueSchemaName();
  const database = await openDatabase({ url: TEST_DATABASE_URL, schema, max: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await dropSchema(schema);
    },
  };
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
