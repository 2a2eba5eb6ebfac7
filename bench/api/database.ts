import { sql } from 'drizzle-orm';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { syncMenus } from '../../server/auth/role-menus.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { migrate, rowsOf } from '../../server/db/migrate.ts';
import { seedDemoData } from '../../server/db/seed/index.ts';
import { eachSchemaTable } from '../../server/db/seed/statistics.ts';
import { rebuildDailyTotals } from '../../server/domain/settlement-totals.ts';

/** The bench's fixed "now", so the cached data set and its date filters stay consistent across runs. */
export const BENCH_NOW = new Date('2026-11-20T04:00:00Z');

const log = (message: string) => process.stdout.write(`  ${message}\n`);

async function seedIfEmpty(database: Database, settlements: number): Promise<void> {
  await upgrade(database);
  await syncMenus(database.db);
  const [row] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from settlements`),
  );
  if (Number(row?.n ?? 0) >= settlements) {
    log(`reusing the seeded data set (${row.n} settlements)`);
    return;
  }
  const started = performance.now();
  await seedDemoData(database.db, {
    scale: settlements,
    clock: { now: () => BENCH_NOW },
    onProgress: log,
  });
  // As autovacuum would leave a table that old: the seed took the statistics; vacuum sets the
  // visibility map (index-only scans).
  await eachSchemaTable(database.db, 'vacuum');
  log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** A cached data set seeded by an older build: apply new migrations and fill new derived tables. */
async function upgrade(database: Database): Promise<void> {
  const { applied } = await migrate(database);
  if (applied === 0) return;
  log(`applied ${applied} new migration(s); rebuilding derived tables`);
  // Ten million rows take longer than a request's statement deadline.
  await database.db.transaction(async (tx) => {
    if (database.kind === 'postgres') await tx.execute(sql`set local statement_timeout = 0`);
    await rebuildDailyTotals(tx);
  });
  await eachSchemaTable(database.db, 'analyze');
}

/** PGlite in a cached temp directory: the first run seeds, later runs reuse it. */
export async function openBenchPglite(settlements: number): Promise<Database> {
  const dir = join(tmpdir(), `qy-bench-pglite-${settlements}`);
  mkdirSync(dir, { recursive: true });
  const marker = join(dir, 'seeded');
  const database = await openDatabase({ dataDir: dir });
  if (!existsSync(marker)) {
    await seedIfEmpty(database, settlements);
    writeFileSync(marker, new Date().toISOString());
  } else {
    log(`reusing ${dir}`);
    await upgrade(database);
  }
  return database;
}

/** PostgreSQL in its own schema (kept between runs, so reruns skip the seed). */
export async function openBenchPostgres(url: string, settlements: number): Promise<Database> {
  const database = await openDatabase({ url, schema: `qy_bench_${settlements}`, max: 20 });
  await seedIfEmpty(database, settlements);
  return database;
}
