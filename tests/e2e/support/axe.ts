/** axe-core in the page: the serious and critical violations, three nodes each. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
// Evaluated through the debugging protocol: the console's CSP (no inline script) would refuse a
// script tag, as it should.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Loads axe-core into the page (once per document). */
export async function loadAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
}

export interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Waits for the finite animations and transitions running now (a popover or toast fading in, a
 * row tint easing): axe measures colours as drawn, and a half-drawn one fails contrast at random.
 * Endless ones (a pulsing dot) are left alone.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

export async function seriousViolations(page: Page): Promise<Violation[]> {
  await settleAnimations(page);
  await loadAxe(page);
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: Document, o: object): Promise<{ violations: Violation[] }> };
      }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })) }));
}
