/** axe-core on every route the signed-in user can open, each once its data has loaded. */
import type { Page } from 'playwright-core';
import { ROUTES } from '#core/access';
import { seriousViolations, type Violation } from './axe.ts';

/** The signed-in routes that take no parameter. */
export const PLAIN_PATHS = ROUTES.filter((r) => r.meta.requiresAuth && !r.path.includes(':')).map(
  (r) => r.path,
);

/**
 * Waits until the shown page (or what `within` selects: a drawer) has its data: no loading block,
 * busy table or skeleton bar. (Not 'networkidle': the live system log keeps an SSE request open.)
 */
export async function pageLoaded(page: Page, within = 'main'): Promise<void> {
  await page.locator(within).first().waitFor();
  await page.waitForFunction(
    (scope) =>
      ![
        ...document.querySelectorAll(
          ['[data-loading]', '[aria-busy="true"]', '.animate-pulse']
            .map((s) => `${scope} ${s}`)
            .join(', '),
        ),
      ]
        // Hidden cached pages measure 0; a live status dot is a few pixels wide.
        .some((el) => el.getBoundingClientRect().width > 12),
    within,
    { timeout: 20_000 },
  );
}

/**
 * Shows `path` in the signed-in console the way its own links do (the history API; wouter follows
 * it), after closing every tab but the home one: the tab cache would keep each page visited in the
 * document, hidden, and axe reads the whole document (its run took 0.5 s on the first route and
 * 1.3 s on the 29th). A full load per route cost the renderer twice the CPU (issue 27).
 */
export async function openInConsole(page: Page, path: string): Promise<void> {
  await page.evaluate(() => {
    for (const close of document.querySelectorAll<HTMLElement>('[data-tab-close]')) close.click();
  });
  await page.waitForFunction(() => !document.querySelector('[data-tab-close]'));
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(
    (to) => location.pathname === to && document.querySelector('[data-tab-page]:not([hidden])'),
    path,
  );
}

/**
 * The serious and critical violations of each route that has any, by path: the first loaded from
 * the server, the others opened in the console (openInConsole).
 */
export async function violationsOnEveryRoute(
  page: Page,
  baseUrl: string,
): Promise<Record<string, Violation[]>> {
  const problems: Record<string, Violation[]> = {};
  for (const [i, path] of PLAIN_PATHS.entries()) {
    if (i === 0) await page.goto(`${baseUrl}${path}`);
    else await openInConsole(page, path);
    await pageLoaded(page);
    const found = await seriousViolations(page);
    if (found.length) problems[path] = found;
  }
  return problems;
}
