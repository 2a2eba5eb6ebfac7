/**
 * A sampled CPU profile of a cold /login load until a typed character reaches React state, self
 * time summed by script and by function (top 40). `node --import tsx bench/web/cpu-profile-login.ts`
 */
import { launchBrowser, newContext } from '../../tests/e2e/support/browser.ts';
import { startServer } from '../../tests/e2e/support/server.ts';
import { addSamples, printTop, selfTimes, type Profile } from './cpu-profile.ts';
import { INTERACTIVE_INIT } from './page-timings.ts';

async function main() {
  const runs = Number(process.argv[2] ?? 3);
  const server = await startServer();
  const { browser, close } = await launchBrowser();
  const times = selfTimes();
  try {
    for (let r = 0; r < runs; r++) {
      const context = await newContext(browser);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await page.addInitScript(INTERACTIVE_INIT);
      await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
      const t = await (
        await page.waitForFunction(
          () => (window as unknown as { __qyInteractive?: number }).__qyInteractive,
          undefined,
          { polling: 50 },
        )
      ).jsonValue();
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      console.log(`run ${r}: interactive ${Number(t).toFixed(1)} ms`);
      const scriptOf = (f: { url: string; functionName: string }) =>
        f.url.replace(server.url, '') || `(${f.functionName || 'native'})`;
      await addSamples(
        times,
        profile,
        (f) => `${f.functionName || '(anon)'} ${scriptOf(f)}:${f.lineNumber}:${f.columnNumber}`,
        scriptOf,
      );
      await context.close();
    }
  } finally {
    await close();
    await server.stop();
  }
  console.log('self time by script (per run):');
  printTop(times.byGroup, 25, runs);
  console.log('self time by function (per run):');
  printTop(times.byFn, 40, runs);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
