import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../../server/db/schema/index.ts';
import type { Db } from '../../../server/db/client.ts';
import { rowsOf } from '../../../server/db/migrate.ts';

/** Tables that refusals are meant to write: the audit trail and the abuse counters. */
export const REFUSAL_WRITES = new Set([
  'system_logs',
  'login_attempts',
  'rate_limits',
  'sms_codes',
]);

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

/**
 * Row count (and sum of `version` where there is one, so updates show too) of every table except
 * the ones refusals legitimately write, in one query.
 */
export async function snapshotTables(db: Db): Promise<Record<string, string>> {
  const parts = tables
    .map((table) => ({ name: getTableName(table), versioned: 'version' in getTableColumns(table) }))
    .filter((t) => !REFUSAL_WRITES.has(t.name))
    .map(({ name, versioned }) =>
      versioned
        ? `'${name}', (select count(*) || ':' || coalesce(sum(version), 0) from "${name}")`
        : `'${name}', (select count(*)::text from "${name}")`,
    );
  const rows = rowsOf<{ snap: Record<string, string> }>(
    await db.execute(sql.raw(`select json_build_object(${parts.join(', ')}) as snap`)),
  );
  const snap = rows[0].snap;
  return typeof snap === 'string' ? (JSON.parse(snap) as Record<string, string>) : snap;
}
