/**
 * Page timings for bench/web/run.ts, each run as source text in the page (tsx compiles this file
 * with keepNames, and its `__name` helper does not exist in the browser):
 *   - first contentful paint of a fresh visit;
 *   - interactive: from navigation start until a character typed into the sign-in's username field
 *     reaches React state (the hydrated input's props carry it);
 *   - Ctrl+K on a settled page until the palette's input is shown and painted.
 */
import type { BrowserContext, Page } from 'playwright-core';

const FCP_SOURCE = `new Promise((resolve) => {
  const read = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  const now = read();
  if (now !== undefined) return resolve(now);
  new PerformanceObserver(() => {
    const v = read();
    if (v !== undefined) resolve(v);
  }).observe({ type: 'paint', buffered: true });
})`;

export async function firstContentfulPaint(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const fcp = (await page.evaluate(FCP_SOURCE)) as number;
  await page.close();
  return fcp;
}

/**
 * Installed before the page's scripts: once React has hydrated the username field (its props are
 * on the element), types 'q' as a browser does (native setter + input event) and records when
 * React's state, hence the field's props, holds it.
 */
export const INTERACTIVE_INIT = `(() => {
  const propsKey = (el) => Object.keys(el).find((k) => k.startsWith('__reactProps$'));
  let typed = false;
  const step = () => {
    const input = document.querySelector('input[autocomplete="username"]');
    const key = input && propsKey(input);
    if (key && !typed) {
      typed = true;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      setter.call(input, 'q');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (key && input[key].value === 'q') {
      window.__qyInteractive = performance.now();
      return;
    }
    setTimeout(step, 1);
  };
  step();
})()`;

export async function signInInteractive(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  await page.addInitScript(INTERACTIVE_INIT);
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => (window as unknown as { __qyInteractive?: number }).__qyInteractive,
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  const ms = (await handle.jsonValue()) as number;
  await page.close();
  return ms;
}

const CTRL_K_ARM = `(() => {
  window.__qyCtrlK = new Promise((resolve) => {
    let pressed;
    window.addEventListener('keydown', (e) => {
      if (e.key === 'k' && e.ctrlKey && pressed === undefined) pressed = e.timeStamp;
    }, { capture: true });
    const check = () => {
      const input = document.querySelector('[cmdk-input]');
      if (pressed !== undefined && input && input.getClientRects().length > 0)
        setTimeout(() => resolve(performance.now() - pressed), 0);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
})()`;

/** Ctrl+K → the palette's input shown and painted, `count` times on a settled page. */
export async function ctrlKToPalette(page: Page, count = 10): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    await page.evaluate(CTRL_K_ARM);
    await page.keyboard.press('Control+k');
    samples.push((await page.evaluate('window.__qyCtrlK')) as number);
    await page.keyboard.press('Escape');
    await page.locator('[cmdk-input]').waitFor({ state: 'detached' });
  }
  return samples;
}
