/**
 * A Chromium trace of a cold /login load until a typed character reaches React state: the chunks'
 * network timings and the main thread's work (parse/compile, module evaluation, tasks) in order.
 * `npx node --import tsx bench/web/profile-login.ts [runs]` against the built console (dist/web);
 * the raw trace goes to the temp dir (qy-login-trace-N.json, for chrome://tracing or Perfetto).
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, newContext } from '../../tests/e2e/support/browser.ts';
import { startServer } from '../../tests/e2e/support/server.ts';
import { INTERACTIVE_INIT } from './page-timings.ts';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
}

async function main() {
  const runs = Number(process.argv[2] ?? 1);
  const server = await startServer();
  const { browser, close } = await launchBrowser();
  try {
    for (let r = 0; r < runs; r++) {
      const context = await newContext(browser);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
      const done = new Promise<void>((resolve) =>
        cdp.once('Tracing.tracingComplete', () => resolve()),
      );
      await cdp.send('Tracing.start', {
        traceConfig: {
          includedCategories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'v8',
            'blink.user_timing',
            'loading',
            'navigation',
          ],
        },
      } as never);
      await page.addInitScript(INTERACTIVE_INIT);
      await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
      const interactive = (await (
        await page.waitForFunction(
          () => (window as unknown as { __qyInteractive?: number }).__qyInteractive,
          undefined,
          { polling: 50 },
        )
      ).jsonValue()) as number;
      await cdp.send('Tracing.end');
      await done;
      await writeFile(
        join(tmpdir(), `qy-login-trace-${r}.json`),
        JSON.stringify({ traceEvents: events }),
      );
      // The renderer's main thread: the one with the ParseHTML of /login.
      const parse = events.find(
        (e) => e.name === 'ParseHTML' && JSON.stringify(e.args ?? {}).includes('/login'),
      );
      // Times from the document's request.
      const t0 = events.find(
        (e) => e.name === 'ResourceSendRequest' && String(e.args?.data?.url).endsWith('/login'),
      )!.ts;
      const at = (ts: number) => ((ts - t0) / 1000).toFixed(1).padStart(7);
      console.log(`\nrun ${r}: interactive ${interactive.toFixed(1)} ms (performance.now)`);
      const main = events
        .filter(
          (e) =>
            e.pid === parse!.pid &&
            e.tid === parse!.tid &&
            e.ph === 'X' &&
            (e.dur ?? 0) >= 2000 &&
            e.ts >= t0,
        )
        .sort((a, b) => a.ts - b.ts);
      const wanted = new Set([
        'RunTask',
        'ParseHTML',
        'EvaluateScript',
        'v8.compile',
        'v8.compileModule',
        'v8.evaluateModule',
        'FunctionCall',
        'TimerFire',
        'v8.run',
        'Layout',
        'UpdateLayoutTree',
        'Paint',
        'v8.parseOnBackground',
        'EventDispatch',
        'RunMicrotasks',
      ]);
      for (const e of main) {
        if (!wanted.has(e.name)) continue;
        const d = e.args?.data ?? {};
        const what = String(
          d.url ?? d.functionName ?? d.type ?? (e.args as Record<string, unknown>)?.fileName ?? '',
        ).replace(server.url, '');
        console.log(
          `${at(e.ts)} +${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)}  ${e.name} ${what}`,
        );
      }
      const sends = new Map<string, number>();
      for (const e of events) {
        const d = e.args?.data;
        if (!d) continue;
        if (e.name === 'ResourceSendRequest') sends.set(String(d.requestId), e.ts);
      }
      console.log('network:');
      for (const e of events) {
        const d = e.args?.data;
        if (e.name !== 'ResourceSendRequest' || !d || !String(d.url).startsWith(server.url))
          continue;
        const fin = events.find(
          (f) => f.name === 'ResourceFinish' && f.args?.data?.requestId === d.requestId,
        );
        console.log(
          `${at(e.ts)} → ${fin ? at(fin.ts) : '   ?   '}  ${String(d.url).replace(server.url, '')}`,
        );
      }
      await context.close();
    }
  } finally {
    await close();
    await server.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
