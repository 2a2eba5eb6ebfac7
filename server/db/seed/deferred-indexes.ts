import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rowsOf } from '../migrate.ts';

interface SecondaryIndex {
  name: string;
  /** CREATE INDEX … as the catalogue gives it (null for a constraint's index). */
  def: string | null;
  /** The constraint that owns the index (a UNIQUE), with its definition. */
  constraint: string | null;
  constraintDef: string | null;
}

/** Where many rows are loaded, the index builds get more sort memory (only for this transaction). */
const LARGE_LOAD = 1_000_000;

const quote = (ident: string): string => `"${ident.replaceAll('"', '""')}"`;

/**
 * Loads rows into `table` with its secondary indexes (and unique constraints) dropped, then builds
 * them again from the catalogue's own definitions, all in one transaction: a bulk load plus one
 * sort per index is several times faster than keeping every index up to date row by row, and a
 * failure leaves the table as it was. The primary key stays (ids are loaded in order). `load` may
 * also fill what is derived from the rows (it runs before the indexes are built).
 */
export async function withIndexesAfter(
  db: Db,
  table: string,
  rows: number,
  load: (tx: Db) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    // A seed's load and index builds are long by nature: no statement deadline inside it.
    await tx.execute(sql`set local statement_timeout = 0`);
    const indexes = rowsOf<SecondaryIndex>(
      await tx.execute(sql`
        select i.relname as name,
          case when c.oid is null then pg_get_indexdef(i.oid) end as def,
          c.conname as constraint, pg_get_constraintdef(c.oid) as "constraintDef"
        from pg_index x
        join pg_class i on i.oid = x.indexrelid
        left join pg_constraint c on c.conindid = x.indexrelid and c.conrelid = x.indrelid
        where x.indrelid = ${table}::regclass and not x.indisprimary
        order by i.relname`),
    );
    for (const index of indexes) {
      await tx.execute(
        sql.raw(
          index.constraint
            ? `alter table ${quote(table)} drop constraint ${quote(index.constraint)}`
            : `drop index ${quote(index.name)}`,
        ),
      );
    }
    await load(tx as unknown as Db);
    if (rows >= LARGE_LOAD) await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const index of indexes) {
      await tx.execute(
        sql.raw(
          index.constraint
            ? `alter table ${quote(table)} add constraint ${quote(index.constraint)} ${index.constraintDef}`
            : (index.def ?? ''),
        ),
      );
    }
  });
}
