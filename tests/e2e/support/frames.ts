import type { Page } from 'playwright-core';

/**
 * Resolves once the page has painted two more frames: the renders that the last input or answer
 * caused are on screen. A positive event to wait for, where a fixed sleep would guess.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Resolves once every running animation and transition that has an end has finished (a spinner's
 * endless turn is left out: it never finishes).
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Counts the page's requests still on their way (long-lived streams aside) from now on; `idle()`
 * resolves when none is left: every answer that could still change the page has come.
 */
export function watchRequests(page: Page) {
  const open = new Set<unknown>();
  const streaming = (url: string) => url.includes('/stream');
  page.on('request', (r) => {
    if (!streaming(r.url())) open.add(r);
  });
  const done = (r: unknown) => open.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    inFlight: () => open.size,
  };
}
