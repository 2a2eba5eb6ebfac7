/**
 * A sampled CPU profile of a cold /login load until a typed character reaches React state, self
 * time summed by script and by function (top 40). `node --import tsx bench/web/cpu-profile-login.ts`
 */
import { launchBrowser, newContext } from '../../tests/e2e/support/browser.ts';
import { startServer } from '../../tests/e2e/support/server.ts';
import { INTERACTIVE_INIT } from './page-timings.ts';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

async function main() {
  const runs = Number(process.argv[2] ?? 3);
  const server = await startServer();
  const { browser, close } = await launchBrowser();
  const byUrl = new Map<string, number>();
  const byFn = new Map<string, number>();
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
      const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
      profile.samples.forEach((id, i) => {
        const n = nodes.get(id)!;
        const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
        const url =
          n.callFrame.url.replace(server.url, '') || `(${n.callFrame.functionName || 'native'})`;
        byUrl.set(url, (byUrl.get(url) ?? 0) + dt);
        const key = `${n.callFrame.functionName || '(anon)'} ${url}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
        byFn.set(key, (byFn.get(key) ?? 0) + dt);
      });
      await context.close();
    }
  } finally {
    await close();
    await server.stop();
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .forEach(([k, v]) => console.log(`${(v / runs).toFixed(1).padStart(8)} ms  ${k}`));
  console.log('self time by script (per run):');
  top(byUrl, 25);
  console.log('self time by function (per run):');
  top(byFn, 40);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
