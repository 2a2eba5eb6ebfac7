/**
 * React's batching of one event's handlers, which the console relies on (a regression test: the
 * console ran on Preact with a layer restoring it once, docs/BUILD.md): with a key or click from
 * the user (trusted: the browser runs microtasks between listeners), a box's handler sees the DOM
 * its field's handler saw, the window's listener the new one, and the next key the state (and
 * effects) the key before left.
 */
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { workerBrowser, type LaunchedBrowser } from './support/browser.ts';

const ORIGIN = 'http://probe.test';
let launched: LaunchedBrowser | undefined;
let script = '';

beforeAll(async () => {
  const [bundle, browser] = await Promise.all([
    build({
      entryPoints: [new URL('./support/event-batching-probe.tsx', import.meta.url).pathname],
      bundle: true,
      format: 'esm',
      write: false,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    }),
    workerBrowser(),
  ]);
  script = bundle.outputFiles[0].text;
  launched = browser;
}, 120_000);

afterAll(async () => {
  await launched?.close();
});

async function openProbe(): Promise<Page> {
  if (!launched) throw new Error('browser not started');
  const page = await launched.browser.newPage();
  await page.route(`${ORIGIN}/`, (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: '<div id="root"></div><script type="module" src="/probe.js"></script>',
    }),
  );
  await page.route(`${ORIGIN}/probe.js`, (r) =>
    r.fulfill({ contentType: 'text/javascript', body: script }),
  );
  await page.goto(`${ORIGIN}/`);
  await page.getByLabel('field').focus();
  return page;
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: string[] }).seen);

describe('handlers of one event on React', () => {
  it("lets a box's handler see the DOM its field's handler saw, the window the new one", async () => {
    const page = await openProbe();
    await page.keyboard.press('a');
    await expect.poll(() => seen(page)).toEqual(['box a saw 0', 'window a saw 1']);
    await page.close();
  });

  it('does the same for a click; an event a script dispatches renders after the script', async () => {
    const page = await openProbe();
    await page.getByRole('button', { name: 'add' }).click();
    await page.getByLabel('field').dispatchEvent('keydown', { key: 'b', bubbles: true });
    await expect
      .poll(() => seen(page))
      .toEqual(['box click saw 0', 'box b saw 1', 'window b saw 1']);
    await expect.poll(() => page.locator('#count').textContent()).toBe('2');
    await page.close();
  });

  it("keeps focus events a handler fires in the handler's batch", async () => {
    const page = await openProbe();
    await page.keyboard.press('f');
    // The field's change and the one of the button's focus handler render together, after the
    // box's handler (the key still bubbles from the field).
    await expect.poll(() => seen(page)).toEqual(['box f saw 0', 'window f saw 2']);
    expect(await page.locator('#count').textContent()).toBe('2');
    await page.close();
  });

  it('renders after a handler that stops the event, before the next key', async () => {
    const page = await openProbe();
    await page.keyboard.press('x');
    await page.keyboard.press('n');
    await expect
      .poll(() => seen(page))
      .toEqual(['field n saw effect 1', 'box n saw 1', 'window n saw 2']);
    await page.close();
  });
});
