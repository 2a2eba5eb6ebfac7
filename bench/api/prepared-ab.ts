/**
 * `npx tsx bench/api/prepared-ab.ts pg|pglite`: what the settlement page's prepared statements
 * (routes/settlements/queries.ts preparedSettlementRows) save, as the server's CPU per list request
 * with and without them, in alternating rounds in one process on the bench's cached 1M data set
 * (database.ts). Requests go to `app.fetch` with no HTTP and no client, so the figure is the
 * server's own work (authentication, validation, the query and its rows, JSON, gzip). The list URL
 * is the one the load measure of run.ts uses. PostgreSQL at BENCH_DATABASE_URL / TEST_DATABASE_URL.
 */
import { sql } from 'drizzle-orm';
import { loadavg } from 'node:os';
import { createApp } from '../../server/app.ts';
import { DEMO_ACCOUNTS } from '../../server/db/seed/users.ts';
import { createMemoryLogger } from '../../server/logging/logger.ts';
import { settlementSource } from '../../server/routes/settlements/service.ts';
import { createCapturingSmsProvider } from '../../server/sms/provider.ts';
import { createEventBus } from '../../server/stream/event-bus.ts';
import { BENCH_NOW, openBenchPglite, openBenchPostgres } from './database.ts';

const SETTLEMENTS = 1_000_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const PER_ROUND = Number(process.env.BENCH_RUNS ?? 400);

async function main(kind: string): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (kind === 'pg' && !url) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const database =
    kind === 'pg' ? await openBenchPostgres(url!, SETTLEMENTS) : await openBenchPglite(SETTLEMENTS);
  const sms = createCapturingSmsProvider();
  const app = createApp({
    database,
    clock: { now: () => new Date() },
    sms,
    logger: createMemoryLogger('error'),
    events: createEventBus(),
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir: '',
      databaseSchema: 'public',
      logLevel: 'error',
      sessionIdleMinutes: 600,
      sessionAbsoluteHours: 12,
      seedScale: SETTLEMENTS,
    },
  });
  const api = 'http://bench/qy-sla-admin-api';
  const post = (path: string, form: Record<string, string>) =>
    app.fetch(new Request(api + path, { method: 'POST', body: new URLSearchParams(form) }));
  await database.db.execute(sql`delete from rate_limits where key like 'sms:%'`);
  const admin = DEMO_ACCOUNTS[0];
  await post('/sms/send', { username: admin.username });
  const login = (await (
    await post('/sys/user/loginByCode', {
      username: admin.username,
      password: admin.password,
      code: sms.lastCode(admin.username) ?? '',
    })
  ).json()) as { data: { token: string } };
  const headers = {
    authorization: `Bearer ${login.data.token}`,
    'accept-encoding': 'gzip, deflate',
  };
  const from = new Date(BENCH_NOW);
  from.setUTCMonth(from.getUTCMonth() - 1, 1);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const list = `${api}/settlements?status=settled&from=${day(from)}&to=${day(BENCH_NOW)}&pageSize=20`;

  const prepared = settlementSource.prepared;
  const round = async (withPrepared: boolean, n: number) => {
    settlementSource.prepared = withPrepared ? prepared : undefined;
    const before = process.cpuUsage();
    for (let i = 0; i < n; i++) {
      const res = await app.fetch(new Request(list, { headers }));
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`list answered ${res.status}`);
    }
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000 / n;
  };
  try {
    await round(true, PER_ROUND);
    await round(false, PER_ROUND);
    const on: number[] = [];
    const off: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      off.push(await round(false, PER_ROUND));
      on.push(await round(true, PER_ROUND));
    }
    const median = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1];
    process.stdout.write(
      `${database.kind}: server CPU per list request (app.fetch), median of ${ROUNDS} rounds × ` +
        `${PER_ROUND}: built per call ${median(off).toFixed(3)} ms → prepared ` +
        `${median(on).toFixed(3)} ms (× ${(median(on) / median(off)).toFixed(3)}); load average ` +
        `${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}\n`,
    );
  } finally {
    settlementSource.prepared = prepared;
    await database.close();
  }
}

main(process.argv[2] ?? 'pglite').then(
  () => process.exit(0),
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(1);
  },
);
