import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/migrate.ts';
import { businessDay, formatBusinessNo } from '#core/numbers';

/**
 * The next business number for a prefix on the clock's day. The counter is bumped by one
 * INSERT … ON CONFLICT DO UPDATE … RETURNING, which is atomic on PGlite and PostgreSQL.
 */
export async function nextBusinessNo(db: Db, prefix: string, at: Date, width = 6): Promise<string> {
  const day = businessDay(at);
  const name = `${prefix}${day}`;
  const rows = await db.execute<{ value: number }>(
    sql`insert into business_sequences (name, value) values (${name}, 1)
        on conflict (name) do update set value = business_sequences.value + 1
        returning value`,
  );
  const value = Number(rowsOf<{ value: number }>(rows)[0].value);
  return formatBusinessNo(prefix, day, value, width);
}
