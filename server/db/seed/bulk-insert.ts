import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** Column name → SQL type, in insert order. */
export type ColumnTypes = Record<string, string>;

const quote = (ident: string): string => `"${ident.replaceAll('"', '""')}"`;

/**
 * Inserts rows in batches through one JSON parameter per batch (json_to_recordset). One code path
 * serves PGlite and PostgreSQL, needs no per-row parameters (no 65535-parameter limit) and keeps
 * a million-row seed to a few hundred round trips.
 */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: ColumnTypes,
  rows: readonly object[],
  batchSize = 5000,
): Promise<void> {
  const names = Object.keys(columns);
  const list = names.map(quote).join(', ');
  const recordType = names.map((n) => `${quote(n)} ${columns[n]}`).join(', ');
  for (let i = 0; i < rows.length; i += batchSize) {
    const json = JSON.stringify(rows.slice(i, i + batchSize));
    await db.execute(
      sql
        .raw(`insert into ${quote(table)} (${list}) select ${list} from json_to_recordset(`)
        .append(sql`${json}::json) as x(${sql.raw(recordType)})`),
    );
  }
}

/** Moves a serial column's sequence past the ids inserted explicitly by the seed. */
export async function syncSerial(db: Db, table: string, column = 'id'): Promise<void> {
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', '${column}'), coalesce((select max(${quote(column)}) from ${quote(table)}), 0) + 1, false)`,
    ),
  );
}
