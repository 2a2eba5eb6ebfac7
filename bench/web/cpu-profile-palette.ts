/**
 * A sampled CPU profile of the palette's keystrokes at 20,000 entries (the steps bench:web times),
 * self time mapped back to source through the build's source maps and summed by source file and by
 * function (top 40), with each keystroke's latency. Builds the bench build with source maps, puts
 * the console's own build back at the end.
 * With --trace, a Chromium trace instead: the renderer's main-thread time by event name (style,
 * layout, paint, script), which the sampled profile counts as "(program)".
 * `npx node --import tsx bench/web/cpu-profile-palette.ts [runs] [--trace]`
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { launchBrowser, newContext } from '../../tests/e2e/support/browser.ts';
import { ensureBuilt } from '../../tests/support/build.ts';
import { ROOT, startServer } from '../../tests/e2e/support/server.ts';
import { buildWeb } from '../../tools/build-web.ts';
import { addSamples, printTop, selfTimes, type Profile } from './cpu-profile.ts';
import { openWithEntries, typeQueries } from './palette-latency.ts';
import { apiToken } from './sign-in.ts';

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  pid: number;
  tid: number;
}

/** Source position of a frame in a built script (its .map beside it in dist/web). */
async function mapperFor(entryPath: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  return async (url: string, line: number, column: number): Promise<string> => {
    const path = new URL(url).pathname;
    if (!maps.has(path)) {
      const raw = await readFile(join(ROOT, 'dist/web', `${path}.map`), 'utf8').catch(() => null);
      maps.set(path, raw ? new SourceMapConsumer(JSON.parse(raw) as RawSourceMap) : null);
    }
    const map = maps.get(path);
    if (!map) return `${path}:${line}:${column}`;
    // The entry starts with the compile hint's line, which the map does not know.
    const hinted = path === entryPath ? 1 : 0;
    const at = map.originalPositionFor({ line: line + 1 - hinted, column });
    if (!at.source) return `${path}:${line}:${column}`;
    return `${at.source.replace(/^(\.\.\/)+/, '')}:${at.line}${at.name ? ` ${at.name}` : ''}`;
  };
}

async function main() {
  const runs = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 2);
  const trace = process.argv.includes('--trace');
  const byEvent = new Map<string, number>();
  await ensureBuilt();
  const built = await buildWeb({ production: true, bench: true, sourcemap: true });
  const server = await startServer();
  const { browser, close } = await launchBrowser();
  const times = selfTimes();
  const map = await mapperFor(`/${built.entry}`);
  try {
    const token = await apiToken(server, 'admin', 'Admin123');
    for (let r = 0; r < runs; r++) {
      const context = await newContext(browser);
      await context.addInitScript((t) => {
        localStorage.setItem('token', t);
        localStorage.setItem('qy-palette-bench', '1');
      }, token);
      const page = await context.newPage();
      await page.goto(`${server.url}/dashboard/workplace`, { waitUntil: 'networkidle' });
      await page.locator('header').waitFor();
      await page.waitForTimeout(2500);
      await openWithEntries(page, 20_000);
      const cdp = await context.newCDPSession(page);
      if (trace) {
        const events: TraceEvent[] = [];
        cdp.on('Tracing.dataCollected', (e) =>
          events.push(...(e.value as unknown as TraceEvent[])),
        );
        const done = new Promise<void>((resolve) =>
          cdp.once('Tracing.tracingComplete', () => resolve()),
        );
        await cdp.send('Tracing.start', {
          traceConfig: {
            includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
          },
        } as never);
        const keys = await typeQueries(page);
        await cdp.send('Tracing.end');
        await done;
        console.log(
          `run ${r}: ${keys.length} keystrokes, ${keys.reduce((a, k) => a + k.ms, 0).toFixed(0)} ms in all`,
        );
        // The renderer's main thread: the one that laid the page out most.
        const layoutThreads = new Map<string, number>();
        for (const e of events)
          if (e.name === 'Layout')
            layoutThreads.set(
              `${e.pid}:${e.tid}`,
              (layoutThreads.get(`${e.pid}:${e.tid}`) ?? 0) + 1,
            );
        const main = [...layoutThreads].sort((a, b) => b[1] - a[1])[0]?.[0];
        for (const e of events) {
          if (e.ph !== 'X' || `${e.pid}:${e.tid}` !== main) continue;
          byEvent.set(e.name, (byEvent.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
        }
        await context.close();
        continue;
      }
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      const keys = await typeQueries(page);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const slow = [...keys].sort((a, b) => b.ms - a.ms).slice(0, 8);
      console.log(
        `run ${r}: ${keys.length} keystrokes, ${keys.reduce((a, k) => a + k.ms, 0).toFixed(0)} ms in all; slowest ${slow.map((k) => `${JSON.stringify(k.value)} ${k.ms.toFixed(0)}`).join(', ')}`,
      );
      await addSamples(
        times,
        profile,
        (f) =>
          f.url.startsWith(server.url)
            ? map(f.url, f.lineNumber, f.columnNumber)
            : `(${f.functionName || 'native'})`,
        (_, where) => where.replace(/:\d+.*$/, ''),
      );
      await context.close();
    }
  } finally {
    await close();
    await server.stop();
    await buildWeb({ production: true });
  }
  if (trace) {
    console.log('main-thread time by trace event (per run; nested events are counted in each):');
    printTop(byEvent, 30, runs);
    return;
  }
  console.log('self time by source file (per run):');
  printTop(times.byGroup, 25, runs);
  console.log('self time by function (per run; source line of the sampled position):');
  printTop(times.byFn, 40, runs);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
