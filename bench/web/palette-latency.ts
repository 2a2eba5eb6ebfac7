/**
 * Keystroke-to-results latency of the real palette with 20,000 injected entries: each step sets
 * the input's value as typing does (native setter + input event) and waits for the first frame
 * whose animation-frame callback sees the list answer that query (the list's data-query), then
 * for that frame's paint (a task queued from the callback runs after it). The floor is the same
 * wait with nothing to do: the time to the next painted frame, measured in the same run.
 */
import type { Page } from 'playwright-core';

export const QUERIES = [
  'bzj',
  'jiesuan',
  'record 12',
  'BZJ2026010100',
  '结算记录',
  'merchant re',
  'dfs',
];

/**
 * Runs in the page as source text: tsx compiles this file with keepNames, and its `__name` helper
 * does not exist inside the browser, so the step is not a compiled function.
 */
const STEP_SOURCE = `new Promise((resolve) => {
  const v = __VALUE__;
  const input = document.querySelector('[cmdk-input]');
  const list = document.querySelector('[cmdk-list]');
  if (!input || !list) return resolve(NaN);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const started = performance.now();
  setter.call(input, v);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  const check = () => {
    if (list.getAttribute('data-query') === v) setTimeout(() => resolve(performance.now() - started), 0);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

/** The same wait with nothing to do: to the next painted frame. */
const FLOOR_SOURCE = `new Promise((resolve) => {
  const started = performance.now();
  requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
})`;

/** Time to the next painted frame, `count` times (the floor of a keystroke's latency). */
export async function measureFrameFloor(page: Page, count = 40): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) samples.push((await page.evaluate(FLOOR_SOURCE)) as number);
  return samples;
}

export interface KeystrokeSample {
  /** The input's value after the keystroke. */
  value: string;
  ms: number;
}

export async function measurePaletteLatency(
  page: Page,
  entries = 20_000,
): Promise<KeystrokeSample[]> {
  await openWithEntries(page, entries);
  return typeQueries(page);
}

/** Opens the palette on a settled page and injects `entries` synthetic entries. */
export async function openWithEntries(page: Page, entries: number): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.locator('[cmdk-input]').waitFor();
  await page.evaluate((n) => window.__qyPaletteBench?.inject(n), entries);
  // Indexing 20k titles (pinyin included) happens once, when the entries arrive.
  await page.waitForFunction(() => document.querySelectorAll('[cmdk-item]').length > 0);
  await page.waitForTimeout(1000);
}

/** Types each of QUERIES a key at a time, then back, then clears it; a sample per keystroke. */
export async function typeQueries(page: Page): Promise<KeystrokeSample[]> {
  const samples: KeystrokeSample[] = [];
  for (const query of QUERIES) {
    const steps: string[] = [];
    for (let i = 1; i <= query.length; i++) steps.push(query.slice(0, i));
    for (let i = query.length - 1; i >= Math.max(1, query.length - 3); i--)
      steps.push(query.slice(0, i));
    steps.push('');
    for (const value of steps) {
      const ms = (await page.evaluate(
        STEP_SOURCE.replace('__VALUE__', JSON.stringify(value)),
      )) as number;
      samples.push({ value, ms });
    }
  }
  return samples;
}
