export {};
import { sql } from 'drizzle-orm';
import { openBenchPglite } from './database.ts';
import { listSettlements } from '../../server/routes/settlements/service.ts';
import { search } from '../../server/routes/search/service.ts';
const db = await openBenchPglite(1_000_000);
const t = async (label: string, f: () => Promise<unknown>) => {
  const s = performance.now();
  await f();
  console.log(label, (performance.now() - s).toFixed(1), 'ms');
};
await t('select 1', () => db.db.execute(sql`select 1`));
await t('list settled 1 month', () =>
  listSettlements(db.db, {
    status: 'settled',
    from: '2026-10-01',
    to: '2026-11-20',
    page: 1,
    pageSize: 20,
    limit: 100,
  } as never),
);
await t('list failed 1 month', () =>
  listSettlements(db.db, {
    status: 'failed',
    from: '2026-10-01',
    to: '2026-11-20',
    page: 1,
    pageSize: 20,
    limit: 100,
  } as never),
);
await t('cursor first', () =>
  listSettlements(db.db, { cursor: 'start', page: 1, pageSize: 20, limit: 20 } as never),
);
await t('search bj', () =>
  search(
    db.db,
    { id: 1, username: 'admin', name: '', role: 'admin', orgId: 1, sessionId: 1 },
    'bj',
    10,
  ),
);
await t('search ST2026', () =>
  search(
    db.db,
    { id: 1, username: 'admin', name: '', role: 'admin', orgId: 1, sessionId: 1 },
    'ST2026',
    10,
  ),
);
const plan = await db.db.execute(
  sql`explain analyze select count(*), sum(gross_fen) from settlements where status = 'settled' and period >= '2026-10-01' and period <= '2026-11-20'`,
);
console.log(
  (plan as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n'),
);
await db.close();
