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

/** The serious and critical violations of each route that has any, by path. */
export async function violationsOnEveryRoute(
  page: Page,
  baseUrl: string,
): Promise<Record<string, Violation[]>> {
  const problems: Record<string, Violation[]> = {};
  for (const path of PLAIN_PATHS) {
    await page.goto(`${baseUrl}${path}`);
    await pageLoaded(page);
    const found = await seriousViolations(page);
    if (found.length) problems[path] = found;
  }
  return problems;
}
