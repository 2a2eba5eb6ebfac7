/**
 * `npm run bench:api`: for each scale of BENCH_SCALES (e.g. `100k,1M,10M`; default
 * BENCH_SETTLEMENTS or 1M) seeds that many settlements (cached in a temp dir / schema), serves the
 * real app on 127.0.0.1 and prints the settlement latency table of issue 28 (latency.ts: first
 * pages for each sort and filter, deep cursor, the console's last and middle pages, search, the
 * totals, monthly sums, CSV export rows/s with peak RSS), then the list's throughput and p99 under
 * load as a ratio measured in the same run (alternating slices): PGlite at 20 connections against
 * /healthz (target ≥ 0.1×, p99 ≤ 150 ms), PostgreSQL at 50 against the list's ceiling (target
 * ≥ 0.40×, p99 ≤ 120 ms). With 1M and 10M among the scales it ends with each row's growth from
 * 1M to 10M. On PostgreSQL every scale is served at once and the latency rows are timed on all of
 * them call by call (latency.ts timeRows), so the scales of a growth ratio meet the same moments of
 * the machine. PGlite runs at scales up to 1M (it is for trying out; the README says when to move to
 * PostgreSQL); PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. BENCH_LOAD=0 skips
 * the load measure. The load client (load-client.ts) runs in this process by default;
 * BENCH_CLIENT=http|fetch puts it in a child process and prints the server's and the client's CPU
 * per request apart. Each load measure also loads the list's ceiling (ceiling.ts) against /healthz.
 * BENCH_PROFILE=1 adds a profiled slice of the list's load and prints where its CPU went (profile.ts).
 */
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { createApp } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import type { AppConfig } from '../../server/env.ts';
import { DEMO_ACCOUNTS } from '../../server/db/seed/users.ts';
import { createMemoryLogger } from '../../server/logging/logger.ts';
import { createCapturingSmsProvider } from '../../server/sms/provider.ts';
import { createEventBus } from '../../server/stream/event-bus.ts';
import { CEILING_PATH, withCeiling } from './ceiling.ts';
import { profiled, saveProfile, summarise } from './profile.ts';
import { BENCH_NOW, openBenchPglite, openBenchPostgres } from './database.ts';
import {
  exportRate,
  latencyRows,
  timeRows,
  printGrowth,
  printScale,
  type ExportFigure,
  type Row,
  type ScaleResult,
} from './latency.ts';
import {
  type ClientPlace,
  loadPair,
  type LoadTarget as Loaded,
  startLoadClient,
} from './measure.ts';

/** `100k` → 100000, `1M` → 1000000, `2500` → 2500. */
export function parseScales(text: string): number[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = /^(\d+(?:\.\d+)?)([kKmM]?)$/.exec(s);
      if (!m) throw new Error(`BENCH_SCALES: ${s}?`);
      const unit = { '': 1, k: 1e3, m: 1e6 }[m[2].toLowerCase() as '' | 'k' | 'm'];
      return Math.round(Number(m[1]) * unit);
    });
}

const SCALES = parseScales(
  process.env.BENCH_SCALES ?? String(process.env.BENCH_SETTLEMENTS ?? 1_000_000),
);
// Timed requests per latency row: p95 is the 15th slowest of 300. With 100 (the 5th slowest) one
// pause of the process or the machine moved a 2 ms row's p95 by 1.5–4× between runs, which the
// growth ratios (1M → 10M) read as growth (2026-11-28, idle: first pages, whose code did not
// change between the two runs, 1.56–4.32× with 100 runs and 0.72–1.32× with 300).
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
// BENCH_ONLY=postgres or BENCH_ONLY=pglite runs one side (a quicker loop while tuning one driver).
const ONLY = process.env.BENCH_ONLY;
// The load measure alternates list and /healthz in this many slices of LOAD_SECONDS / ROUNDS.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
// BENCH_LOAD_ONLY=1 skips the latency table and the CSV export (a quicker loop on throughput);
// BENCH_LOAD=0 skips the load measure.
const LOAD_ONLY = process.env.BENCH_LOAD_ONLY === '1';
const WITH_LOAD = process.env.BENCH_LOAD !== '0';
/** PGlite is measured up to this scale (its figures are kept at 1M; beyond, use PostgreSQL). */
const PGLITE_MAX = 1_000_000;
// BENCH_PROFILE=1: after the measures, one more slice of the list's load under V8's CPU profiler
// (profile.ts), written to BENCH_PROFILE_DIR (default the temp dir) and summarised.
const PROFILE = process.env.BENCH_PROFILE === '1';
// Where the load client runs (measure.ts, load-client.ts): 'inline' (undici fetch in this process,
// what the targets were set against), 'fetch' or 'http' (that client in a child process).
const CLIENT = (process.env.BENCH_CLIENT ?? 'inline') as ClientPlace;
if (!['inline', 'fetch', 'http'].includes(CLIENT)) throw new Error(`BENCH_CLIENT=${CLIENT}?`);

interface LoadTarget {
  connections: number;
  /** What the list's req/s is divided by: /healthz's, or the list's ceiling's (ceiling.ts). */
  against: 'healthz' | 'ceiling';
  /** Least list req/s as a fraction of that. */
  ratio: number;
  /** Most list p99 in ms. */
  p99: number;
}

const TARGETS: Record<'pglite' | 'postgres', LoadTarget> = {
  postgres: { connections: 50, against: 'ceiling', ratio: 0.4, p99: 120 },
  pglite: { connections: 20, against: 'healthz', ratio: 0.1, p99: 150 },
};

let failed = false;

/** One scale's app, served on 127.0.0.1 and signed in as the admin, with its measures. */
interface Served {
  database: Database;
  settlements: number;
  config: AppConfig;
  get: (path: string) => Promise<{ code: number; data: unknown }>;
  exportCsv: (path: string, maxRows: number) => Promise<ExportFigure>;
  /** The list's throughput under load against its floor and ceiling (the load line). */
  load(): Promise<string>;
  close(): Promise<void>;
}

async function serveScale(database: Database, settlements: number): Promise<Served> {
  const sms = createCapturingSmsProvider();
  const shutdown = new AbortController();
  const config = {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    databaseSchema: 'public',
    logLevel: 'error' as const,
    sessionIdleMinutes: 600,
    sessionAbsoluteHours: 12,
    seedScale: settlements,
  };
  const app = createApp(
    {
      database,
      clock: { now: () => new Date() },
      sms,
      logger: createMemoryLogger('error'),
      events: createEventBus(),
      config,
    },
    { shutdown: shutdown.signal },
  );
  // PGlite runs queries on this thread: a long one holds the loop past Node's 5 s keep-alive, and
  // the client would reuse a socket the server is closing.
  const ceilingOf = { listUrl: '' };
  const server = serve({
    fetch: withCeiling(app.fetch, () => ceilingOf.listUrl),
    hostname: '127.0.0.1',
    port: 0,
    serverOptions: { keepAliveTimeout: 120_000 },
  });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = `${base}/qy-sla-admin-api`;

  const admin = DEMO_ACCOUNTS[0];
  // The seeded data set keeps its SMS history between runs: the bench's own database forgets the
  // send limits, so a rerun within the 60 s cooldown still gets a code.
  await database.db.execute(sql`delete from rate_limits where key like 'sms:%'`);
  await fetch(`${api}/sms/send`, {
    method: 'POST',
    body: new URLSearchParams({ username: admin.username }),
  });
  const code = sms.lastCode(admin.username);
  if (!code) throw new Error('No SMS code for the bench sign-in');
  const login = await fetch(`${api}/sys/user/loginByCode`, {
    method: 'POST',
    body: new URLSearchParams({
      username: admin.username,
      password: admin.password,
      code,
    }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  const headers = { authorization: `Bearer ${login.data.token}` };
  const get = async (path: string) => {
    const res = await fetch(api + path, { headers });
    const body = (await res.json()) as { code: number; data: unknown };
    if (body.code !== 200000) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 300)}`);
    return body;
  };

  // CSV export read as a client would, up to `maxRows` (then the download is dropped); RSS sampled
  // while it streams.
  const exportCsv = async (path: string, maxRows: number): Promise<ExportFigure> => {
    let rssPeak = process.memoryUsage().rss;
    const rssBefore = rssPeak;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const stop = new AbortController();
    const res = await fetch(api + path, { headers, signal: stop.signal });
    let rows = -1;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const text = decoder.decode(chunk, { stream: true });
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) rows++;
        if (rows >= maxRows) break;
      }
    } finally {
      stop.abort();
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return { rows, seconds, rssBefore, rssPeak };
  };

  const month = (back: number) => {
    const d = new Date(BENCH_NOW);
    d.setUTCMonth(d.getUTCMonth() - back, 1);
    return d.toISOString().slice(0, 10);
  };

  const load = async (): Promise<string> => {
    const target = TARGETS[database.kind];
    let loadLine = '';
    if (WITH_LOAD) {
      const client = startLoadClient(CLIENT);
      const listUrl = `${api}/settlements?status=settled&from=${month(1)}&to=${BENCH_NOW.toISOString().slice(0, 10)}&pageSize=20`;
      ceilingOf.listUrl = listUrl;
      const healthz = { url: `${base}/healthz`, headers: {}, check: 'raw' } as const;
      const pair = (subject: Loaded) =>
        loadPair(client, target.connections, LOAD_SECONDS, ROUNDS, subject, healthz);
      const { subject: list, floor: health } = await pair({ url: listUrl, headers, check: 'api' });
      let requests = 0;
      const [ceiling, profile] = await (async () => {
        const ceiling = await pair({ url: base + CEILING_PATH, headers, check: 'api' });
        if (!PROFILE) return [ceiling, null] as const;
        const seconds = LOAD_SECONDS / ROUNDS;
        const subject = { url: listUrl, headers, check: 'api' as const };
        const profile = await profiled(async () => {
          const report = await client.run({ ...subject, connections: target.connections, seconds });
          requests = report.samples.length;
        });
        return [ceiling, profile] as const;
      })().finally(() => client.close());
      const ratio = list.rps / health.rps;
      const ceilingRatio = (ratio * ceiling.floor.rps) / ceiling.subject.rps;
      const judged = target.against === 'healthz' ? ratio : ceilingRatio;
      const ok = judged >= target.ratio && list.p99 <= target.p99;
      failed ||= !ok;
      loadLine =
        `  ${target.connections} connections × ${LOAD_SECONDS} s (${ROUNDS} alternating slices): ` +
        `list ${list.rps.toFixed(0)} req/s (p50 ${list.p50.toFixed(0)} / p99 ${list.p99.toFixed(0)} ms), ` +
        `/healthz ${health.rps.toFixed(0)} req/s (p99 ${health.p99.toFixed(0)} ms), ratio ${ratio.toFixed(3)}×\n` +
        (client.place === 'inline'
          ? `  CPU per request of this process (server and inline client): ` +
            `list ${list.serverCpuMs.toFixed(3)} ms, /healthz ${health.serverCpuMs.toFixed(3)} ms\n`
          : `  CPU per request, server process / ${client.place} client process: ` +
            `list ${list.serverCpuMs.toFixed(3)} / ${list.clientCpuMs.toFixed(3)} ms, ` +
            `/healthz ${health.serverCpuMs.toFixed(3)} / ${health.clientCpuMs.toFixed(3)} ms\n`) +
        `  ceiling, the same answer from memory (ceiling.ts): ${ceiling.subject.rps.toFixed(0)} req/s ` +
        `vs /healthz ${ceiling.floor.rps.toFixed(0)} = ${(ceiling.subject.rps / ceiling.floor.rps).toFixed(3)}×; ` +
        `the list reaches ${(100 * ceilingRatio).toFixed(0)} % of it\n` +
        `  judged: list ÷ ${target.against} = ${judged.toFixed(3)}× (target ≥ ${target.ratio}×), ` +
        `p99 ${list.p99.toFixed(0)} ms (target ≤ ${target.p99} ms) ${ok ? 'ok' : 'MISSED'}; ` +
        `load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`;
      if (profile) {
        const path = saveProfile(profile, `bench-api-${database.kind}-${settlements}-list`);
        loadLine += `\n  CPU profile of the list (${path}):\n${summarise(profile, requests)}`;
      }
    }
    return loadLine;
  };
  return {
    database,
    settlements,
    config,
    get,
    exportCsv,
    load,
    async close() {
      shutdown.abort();
      await new Promise((r) => server.close(r));
    },
  };
}

/** A scale's figures once its rows are timed: the export's rate and the load measure. */
async function finishScale(served: Served, rows: Row[]): Promise<ScaleResult> {
  const noExport = { rows: 0, seconds: 1, rssBefore: 0, rssPeak: 0 };
  const exported = LOAD_ONLY ? noExport : await exportRate(served.exportCsv);
  const load = await served.load();
  return { settlements: served.settlements, rows, export: exported, load };
}

const rowsOfScale = (served: Served) =>
  LOAD_ONLY
    ? Promise.resolve([])
    : latencyRows(served.database, served.config, served.settlements, RUNS, served.get);

async function main(): Promise<void> {
  // PGlite, one scale at a time (it runs on this process's thread).
  if (ONLY !== 'postgres') {
    for (const settlements of SCALES.filter((n) => n <= PGLITE_MAX)) {
      process.stdout.write(
        `\nPGlite: preparing ${settlements.toLocaleString('en-US')} settlements\n`,
      );
      const pglite = await openBenchPglite(settlements);
      const served = await serveScale(pglite, settlements);
      try {
        const [rows] = await timeRows([{ rows: await rowsOfScale(served), get: served.get }]);
        const result = await finishScale(served, rows);
        process.stdout.write(`${printScale('PGlite (embedded)', result)}\n`);
      } finally {
        await served.close();
        await pglite.close();
      }
    }
  }
  if (ONLY === 'pglite') return;
  if (!PG_URL) {
    process.stdout.write('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)\n');
    return;
  }
  // PostgreSQL: every scale served at once, and the latency rows timed on all of them call by call
  // (timeRows), so a growth ratio compares two scales measured at the same moments; then each
  // scale's export and load, one at a time.
  const served: Served[] = [];
  const databases: Database[] = [];
  try {
    for (const settlements of SCALES) {
      process.stdout.write(
        `\nPostgreSQL: preparing ${settlements.toLocaleString('en-US')} settlements\n`,
      );
      const database = await openBenchPostgres(PG_URL, settlements);
      served.push(
        await serveScale(database, settlements).catch(async (e: unknown) => {
          await database.close();
          throw e;
        }),
      );
    }
    const specs = await Promise.all(served.map(rowsOfScale));
    const tables = await timeRows(served.map((s, k) => ({ rows: specs[k], get: s.get })));
    // The export and the load measure see one app in this process, as a server would: the other
    // scales' apps are closed first (their databases stay open), and each scale is served anew.
    for (const s of served.splice(0)) databases.push(await s.close().then(() => s.database));
    const postgres = new Map<number, ScaleResult>();
    for (const [k, database] of databases.entries()) {
      const alone = await serveScale(database, SCALES[k]);
      try {
        const result = await finishScale(alone, tables[k]);
        postgres.set(alone.settlements, result);
        process.stdout.write(`${printScale('PostgreSQL', result)}\n`);
      } finally {
        await alone.close();
      }
    }
    const small = postgres.get(1_000_000);
    const large = postgres.get(10_000_000);
    if (small && large && !LOAD_ONLY) process.stdout.write(`${printGrowth(small, large)}\n`);
  } finally {
    for (const s of served) await s.close();
    for (const database of [...databases, ...served.map((s) => s.database)]) await database.close();
  }
}

main().then(
  () => process.exit(failed ? 1 : 0),
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(1);
  },
);
