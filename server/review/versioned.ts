import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { AppError, Code } from '#core/errors';
import type { Db } from '../db/client.ts';
import type { AuthedCtx } from '../http/context.ts';
import { audited } from '../domain/decisions.ts';

/** The columns every versioned record shares (institutions, organisations, merchants, users, settlements). */
export interface VersionedTable extends PgTable {
  id: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  status: PgColumn;
}

/** The part of a versioned row the transition reads. */
export interface VersionedRow {
  id: number;
  version: number;
  status: string;
}

/**
 * Reads a record for a versioned change, in the change's transaction, and refuses it in the one
 * order every resource uses: not found (404), stale version (409), a status the change may not
 * start from — the same status included — (422101).
 */
export async function readVersioned<Row extends VersionedRow>(
  tx: Db,
  table: VersionedTable,
  where: SQL,
  version: number,
  from?: readonly string[] | null,
): Promise<Row> {
  const [before] = (await tx.select().from(table).where(where)) as unknown as Row[];
  if (!before) throw new AppError(Code.NotFound);
  if (before.version !== version) throw new AppError(Code.VersionConflict);
  if (from && !from.includes(before.status)) throw new AppError(Code.InvalidTransition);
  return before;
}

/**
 * The conditional UPDATE of a versioned change: `set` plus version + 1 and updatedAt, only while
 * the row still has the version (and a status in `from`) it was read with; of concurrent changes
 * one gets the row, the others a 409.
 */
export async function updateVersioned<Row extends VersionedRow>(
  tx: Db,
  table: VersionedTable,
  before: Row,
  set: Record<string, unknown>,
  now: Date,
  from?: readonly string[] | null,
): Promise<Row> {
  const values = {
    ...set,
    version: sql`${table.version} + 1`,
    updatedAt: now,
  } as unknown as PgUpdateSetSource<VersionedTable>;
  const rows = (await tx
    .update(table)
    .set(values)
    .where(asRead(table, before, from))
    .returning()) as unknown as Row[];
  if (!rows[0]) throw new AppError(Code.VersionConflict);
  return rows[0];
}

/** The row as it was read: its id and version (and a status in `from`). */
const asRead = (table: VersionedTable, before: VersionedRow, from?: readonly string[] | null) =>
  and(
    eq(table.id, before.id),
    eq(table.version, before.version),
    from ? inArray(table.status, [...from]) : undefined,
  );

/**
 * The conditional DELETE of a versioned record: only while the row still has the version it was
 * read with; of concurrent deletes (or a delete and a change) one gets the row, the others a 409.
 */
export async function deleteVersioned(
  tx: Db,
  table: VersionedTable,
  before: VersionedRow,
): Promise<void> {
  const rows = await tx.delete(table).where(asRead(table, before)).returning({ id: table.id });
  if (rows.length === 0) throw new AppError(Code.VersionConflict);
}

/** One versioned change of one record: what it is, where its row is and what it writes. */
export interface VersionedChange<Row extends VersionedRow> {
  /** System-log module and action ('settlements', 'retry'). */
  module: string;
  action: string;
  /** How a refused change is labelled in the log (the record's key as the client gave it). */
  label: string;
  table: VersionedTable;
  /** The record's row (by id or business number). */
  where: SQL;
  version: number;
  /** The statuses the change may start from (null: any). */
  from?: readonly string[] | null;
  /** The columns to write, from the row as read (may refuse, or write other tables first). */
  set(before: Row, tx: Db): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Work in the same transaction once the row is written (search index, daily totals, notices). */
  after?(tx: Db, before: Row, row: Row): Promise<void>;
  /** The log row's target and detail of the committed change. */
  target(row: Row): string;
  detail(before: Row, row: Row): Record<string, unknown>;
  /** Turns a database error into the catalogue's (a unique key taken), inside the audited run. */
  refine?(e: unknown): never;
}

/**
 * Read → version check → status check → conditional UPDATE → audit, in one transaction; a refused
 * change writes a 'failure' log row outside it (decisions.ts audited). Answers the written row.
 */
export function versionedChange<Row extends VersionedRow>(
  ctx: AuthedCtx,
  change: VersionedChange<Row>,
): Promise<Row> {
  const { module, action, label, table, where, version, from } = change;
  return audited(ctx, { module, action, target: label }, () => {
    const written = ctx.db.transaction(async (tx) => {
      const before = await readVersioned<Row>(tx, table, where, version, from);
      const set = await change.set(before, tx);
      const row = await updateVersioned(tx, table, before, set, ctx.clock.now(), from);
      await change.after?.(tx, before, row);
      await ctx.audit(
        {
          module,
          action,
          target: change.target(row),
          result: 'success',
          detail: change.detail(before, row),
        },
        tx,
      );
      return row;
    });
    return change.refine ? written.catch(change.refine) : written;
  });
}
