/**
 * The settlement latency table of issue 28: p50/p95 of the list's first page
 * for each published sort (unfiltered, one status, one period), a deep cursor page, the console's
 * last page and a jump to its middle, palette search (names, pinyin initials, the worst one-letter
 * case), the totals the daily table covers and one it does not, the monthly sums, and the CSV
 * export's rows/s with its peak RSS. Each row names its targets at 10M (p95 and growth 1M → 10M).
 * The rows are data (latencyRows, per scale); timeRows times them on several scales call by call.
 */
import { sql } from 'drizzle-orm';
import { loadavg } from 'node:os';
import type { Database } from '../../server/db/client.ts';
import { rowsOf } from '../../server/db/migrate.ts';
import { cursorsOf } from '../../server/list/cursor.ts';
import { scopeOf } from '../../server/list/source.ts';
import type { AppConfig } from '../../server/env.ts';
import { BENCH_NOW } from './database.ts';
import { percentiles } from './measure.ts';

export interface Row {
  name: string;
  /** How many timed calls (fewer than asked when a slow query used up ROW_SECONDS). */
  runs: number;
  /** The refusal that stopped the row (e.g. the query deadline's 503100), if any. */
  error?: string;
  p50: number;
  p95: number;
  /**
   * Most p95 at 10M (ms) and most growth 1M → 10M (×), from the issue's table; null for a row
   * shown beside it that the table sets no target for (printed, not judged).
   */
  p95Target: number | null;
  growthTarget: number | null;
}

export interface ExportFigure {
  rows: number;
  seconds: number;
  rssBefore: number;
  rssPeak: number;
}

export interface ScaleResult {
  settlements: number;
  rows: Row[];
  export: ExportFigure;
  load: string;
}

type Get = (path: string) => Promise<{ data: unknown }>;

const SORTS = ['-period', '-grossFen', '-netFen', 'settlementNo'] as const;
// Export rows read per measure: enough for a steady rate at every scale without reading 8M rows.
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 500_000);
// Time spent on one row at most: a query that has no flat path shows as slow, not as a stalled run.
const ROW_SECONDS = Number(process.env.BENCH_ROW_SECONDS ?? 15);

const month = (back: number) => {
  const d = new Date(BENCH_NOW);
  d.setUTCMonth(d.getUTCMonth() - back, 1);
  return d.toISOString().slice(0, 10);
};
const today = BENCH_NOW.toISOString().slice(0, 10);
/** The day `n` days before the bench's today, `YYYY-MM-DD`. */
const daysBack = (n: number) =>
  new Date(BENCH_NOW.getTime() - n * 86_400_000).toISOString().slice(0, 10);

/** What the table's queries need from the data set: ids, names, the middle row, a busy letter. */
async function fixtures(database: Database) {
  const one = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(q))[0];
  const orgs = rowsOf<{ id: number }>(
    await database.db.execute(
      sql`select id from organisations where settlement_target order by id`,
    ),
  );
  const names = await one<{ org: string; institution: string }>(sql`
    select (select name from organisations where settlement_target order by id limit 1) as org,
      (select name from institutions order by id limit 1) as institution`);
  // The one-letter searches: the letter or character shared by about 100 named records (the
  // issue's example) and the busiest one an operator would type (a pinyin initial or a Chinese
  // character, not a bracket), the worst case: about 2,000 records at 1M and 10M.
  const busy = await one<{ term: string; n: number }>(sql`
    select term, count(*)::int as n from search_terms where length(term) = 1
    group by term order by abs(count(*) - 100), term limit 1`);
  const busiest = await one<{ term: string; n: number }>(sql`
    select term, count(*)::int as n from search_terms
    where term ~ '^[a-z0-9]$' or term ~ '^[一-龥]$'
    group by term order by count(*) desc, term limit 1`);
  // Institution ids run 1…N (the seed numbers them in order).
  const { institutions } = await one<{ institutions: number }>(
    sql`select count(*)::int as institutions from institutions`,
  );
  return { orgs, names, busy, busiest, institutions };
}

/** One row of the table: what it calls (`path(i)` for call i), how often, and its targets. */
export interface RowSpec {
  name: string;
  p95Target: number | null;
  growthTarget: number | null;
  path: (i: number) => string;
  /** Timed calls; two more (`path(n)`, `path(n + 1)`) warm the row up. */
  n: number;
}

/**
 * The rows of the latency table at one scale (its fixtures read from the data set), in the same
 * order at every scale, so timeRows can take the scales' rows side by side.
 */
export async function latencyRows(
  database: Database,
  config: AppConfig,
  settlements: number,
  runs: number,
  get: Get,
): Promise<RowSpec[]> {
  const { orgs, names, busy, busiest, institutions } = await fixtures(database);
  const rows: RowSpec[] = [];
  // Adds a row; timeRows times it.
  const add = (
    name: string,
    p95Target: number | null,
    growthTarget: number | null,
    path: (i: number) => string,
    n = runs,
  ) => {
    rows.push({ name, p95Target, growthTarget, path, n });
  };

  for (const sort of SORTS) {
    add(`first page, sort ${sort}`, 20, 1.5, () => `/settlements?sort=${sort}&pageSize=20`);
    add(
      `first page, sort ${sort}, one status`,
      20,
      1.5,
      (i) => `/settlements?sort=${sort}&status=${i % 2 ? 'settled' : 'failed'}&pageSize=20`,
    );
    add(
      `first page, sort ${sort}, one month`,
      20,
      1.5,
      () => `/settlements?sort=${sort}&from=${month(1)}&to=${today}&pageSize=20`,
    );
  }

  // A cursor into the middle of the default order, signed with the app's key as the server would.
  // The middle row is found from the daily counts (an OFFSET of millions would outlast the
  // statement deadline at 10M): the day it falls on, then a skip inside that day.
  const half = Math.floor(settlements / 2);
  const day = rowsOf<{ period: string; skip: number }>(
    await database.db.execute(sql`
      with d as (select period, sum(count)::bigint as n from settlement_daily_totals group by period),
      c as (select period, n, sum(n) over (order by period desc) as upto from d)
      select to_char(period, 'YYYY-MM-DD') as period, (${half} - (upto - n))::int as skip
      from c where upto > ${half} order by period desc limit 1`),
  )[0];
  const deep = rowsOf<{ id: number; period: string }>(
    await database.db.execute(sql`select id, to_char(period, 'YYYY-MM-DD') as period
      from settlements where period = ${day.period}::date order by id desc
      offset ${day.skip} limit 1`),
  )[0];
  const first = (await get('/settlements?cursor=&limit=20')) as { data: { totals: unknown } };
  const deepCursor = cursorsOf(config).encode(
    { f: 'period', v: deep.period, id: deep.id, t: first.data.totals },
    scopeOf('settlements', {}),
  );
  add('deep cursor page (middle)', 20, 1.5, () => `/settlements?cursor=${deepCursor}&limit=20`);
  const pages = Math.ceil(settlements / 20);
  add('console: last page', 50, 1.5, () => `/settlements?page=${pages}&pageSize=20`);
  add(
    'console: last page, sort -grossFen',
    50,
    1.5,
    () => `/settlements?sort=-grossFen&page=${pages}&pageSize=20`,
  );
  add(
    'console: middle page jump',
    50,
    1.5,
    (i) => `/settlements?page=${Math.floor(pages / 2) + (i % 7)}&pageSize=20`,
  );

  const search = (q: string) => `/search?q=${encodeURIComponent(q)}&limit=10`;
  add('search: organisation name', 50, 2, () => search(names.org));
  add('search: institution name', 50, 2, () => search(names.institution.slice(0, 4)));
  add('search: pinyin initials', 50, 2, (i) => search(['bj', 'hd', 'kj', 'sh'][i % 4]));
  add(`search: one letter '${busy.term}' (${busy.n} records)`, 50, 2, () => search(busy.term));
  add(`search: busiest letter '${busiest.term}' (${busiest.n} records)`, 50, 2, () =>
    search(busiest.term),
  );

  // The counts with totals, as the list answers them beside its page (GET /settlements/totals:
  // the list's own totals without the rows). The server keeps a filter's totals for a second
  // (settlement-totals.ts), so every call of a row asks for a filter of its own: what is timed is
  // the count, not the kept copy.
  add(
    'count + totals: org, status, 3 months (daily)',
    50,
    2,
    (i) =>
      `/settlements/totals?orgId=${orgs[i % orgs.length].id}&status=settled&from=${daysBack(90 + i)}&to=${today}`,
  );
  add(
    'count + totals: institution (rows)',
    50,
    2,
    (i) => `/settlements/totals?institutionId=${1 + (i % institutions)}`,
    // One call per institution (200 at 100k, 2,000 from 1M): a second call within the second
    // would be the kept copy.
    Math.min(runs, institutions - 2),
  );
  // One recent day's settlement numbers (days 2 to 53 back): about 0.5 to 1.4 % of the table at
  // every scale, since the data spans the same 365 days (a day holds ten times the rows at 10M).
  const dayPrefix = (i: number) => `ST${daysBack(2 + i).replaceAll('-', '')}`;
  add(
    'count + totals: q prefix (rows, estimate)',
    50,
    2,
    (i) => `/settlements/totals?q=${dayPrefix(i)}`,
  );
  // Not in the issue's table: the first page of that search. The page is picked among the matches
  // in the list's order (number-rows.ts), so it costs what the matches do and grows with them.
  add(
    'first page, q prefix (picked among its matches)',
    null,
    null,
    (i) => `/settlements?q=${dayPrefix(i)}&pageSize=20`,
  );
  add('monthly sums by organisation (12 months)', 50, 1.5, () => '/settlements/monthly?by=org');

  return rows;
}

/**
 * Times each row on every scale given, one call of each scale in turn (1M, 10M, 1M, 10M, …), so
 * the scales meet the same moments of the machine: a slow second or a pause lands on both sides of
 * a growth ratio instead of on one scale's block of rows. A row stops after ROW_SECONDS per scale
 * (at least 5 calls each); a refusal (e.g. the query deadline's 503100) ends that scale's row.
 */
export async function timeRows(scales: { rows: RowSpec[]; get: Get }[]): Promise<Row[][]> {
  const out: Row[][] = scales.map(() => []);
  const count = Math.min(...scales.map((s) => s.rows.length));
  for (let r = 0; r < count; r++) {
    const specs = scales.map((s) => s.rows[r]);
    const samples = specs.map((): number[] => []);
    const errors = specs.map((): string | undefined => undefined);
    const call = async (k: number, i: number) => {
      if (errors[k] !== undefined) return;
      try {
        await scales[k].get(specs[k].path(i));
      } catch (e) {
        errors[k] = e instanceof Error ? e.message.slice(0, 120) : String(e);
        throw e;
      }
    };
    for (let k = 0; k < specs.length; k++) {
      for (let i = 0; i < 2; i++) await call(k, specs[k].n + i).catch(() => {});
    }
    const until = performance.now() + ROW_SECONDS * 1000 * specs.length;
    const most = Math.max(...specs.map((spec) => spec.n));
    for (let i = 0; i < most; i++) {
      if (samples.every((s) => s.length >= 5) && performance.now() > until) break;
      for (let k = 0; k < specs.length; k++) {
        if (i >= specs[k].n || errors[k] !== undefined) continue;
        const started = performance.now();
        const ok = await call(k, i).then(
          () => true,
          () => false,
        );
        if (ok) samples[k].push(performance.now() - started);
      }
    }
    specs.forEach((spec, k) => {
      const { name, p95Target, growthTarget } = spec;
      const runs = samples[k].length;
      out[k].push(
        errors[k] !== undefined
          ? { name, runs, p50: NaN, p95: NaN, p95Target, growthTarget, error: errors[k] }
          : { name, runs, ...percentiles(samples[k]), p95Target, growthTarget },
      );
    });
  }
  return out;
}

/** The CSV export's rows/s and peak RSS, read as a client would, up to EXPORT_ROWS. */
export function exportRate(
  exportCsv: (path: string, maxRows: number) => Promise<ExportFigure>,
): Promise<ExportFigure> {
  return exportCsv(
    `/settlements/export.csv?status=settled&from=${month(6)}&to=${today}`,
    EXPORT_ROWS,
  );
}

const fmt = (n: number) => n.toFixed(1).padStart(8);
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

export function printScale(label: string, r: ScaleResult): string {
  const e = r.export;
  return [
    `\n${label} — ${r.settlements.toLocaleString('en-US')} settlements (${load()})`,
    `  ${'measure'.padEnd(50)}  p50 ms   p95 ms   (p95 target at 10M)`,
    ...r.rows.map(
      (row) =>
        `  ${row.name.padEnd(50)}${fmt(row.p50)} ${fmt(row.p95)}   ` +
        `${row.p95Target === null ? 'no target' : `≤ ${row.p95Target} ms`}` +
        `${row.runs < 50 ? `  (${row.runs} runs)` : ''}${row.error ? `  FAILED: ${row.error}` : ''}`,
    ),
    `  CSV export: ${e.rows.toLocaleString('en-US')} rows in ${e.seconds.toFixed(1)} s = ` +
      `${Math.round(e.rows / e.seconds).toLocaleString('en-US')} rows/s (target ≥ 100,000); ` +
      `RSS ${(e.rssBefore / 2 ** 20).toFixed(0)} → peak ${(e.rssPeak / 2 ** 20).toFixed(0)} MiB`,
    r.load,
  ].join('\n');
}

/** The growth from `small` to `large` of each row's p95, against the issue's targets. */
export function printGrowth(small: ScaleResult, large: ScaleResult): string {
  const out = [
    `\nGrowth ${small.settlements.toLocaleString('en-US')} → ${large.settlements.toLocaleString('en-US')} (p95 ratio; p95 at the larger scale)`,
  ];
  for (const row of large.rows) {
    const before = small.rows.find((r) => r.name.split(' (')[0] === row.name.split(' (')[0]);
    if (!before) continue;
    const growth = row.p95 / before.p95;
    const { p95Target, growthTarget } = row;
    if (p95Target === null || growthTarget === null) {
      out.push(
        `  ${row.name.padEnd(50)} ${growth.toFixed(2).padStart(6)}×  p95 ${row.p95.toFixed(1)} ms  (no target)`,
      );
      continue;
    }
    const ok = growth <= growthTarget && row.p95 <= p95Target;
    out.push(
      `  ${row.name.padEnd(50)} ${growth.toFixed(2).padStart(6)}×  (≤ ${growthTarget}×)  ` +
        `p95 ${row.p95.toFixed(1)} ms (≤ ${p95Target})  ${ok ? 'ok' : 'MISSED'}`,
    );
  }
  const rate = (r: ScaleResult) => r.export.rows / r.export.seconds;
  out.push(
    `  CSV export rows/s ${Math.round(rate(small)).toLocaleString('en-US')} → ${Math.round(rate(large)).toLocaleString('en-US')}; ` +
      `peak RSS ${(small.export.rssPeak / 2 ** 20).toFixed(0)} → ${(large.export.rssPeak / 2 ** 20).toFixed(0)} MiB`,
  );
  return out.join('\n');
}
