/**
 * The screens this work changed, checked by axe-core (no serious or critical violation) in light
 * and dark at 1440×900 in zh-CN: the date presets popover, the palette's not-found line and filter
 * commands, the system log's live view and drawer, the message box. With SHOTS_DIR set, each
 * screen is also saved as a PNG there for a look.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loadAxe, settleAnimations } from './support/axe.ts';
import { describeBrowser } from './support/browser.ts';
import { paletteSearch, useSuite } from './support/suite.ts';

async function serious(page: Page, exclude: string[][]): Promise<string[]> {
  await loadAxe(page);
  const result = await page.evaluate(async (excluded) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
            o: object,
          ): Promise<{
            violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    return axe.run({ include: [['html']], exclude: excluded } as unknown as Document, {
      resultTypes: ['violations'],
    });
  }, exclude);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Saves the screen (with SHOTS_DIR) and checks it, business grids included in both themes. */
async function check(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  // A popover still fading in has translucent text: axe would measure the half-drawn colours.
  await settleAnimations(page);
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`) });
  expect(await serious(page, []), name).toEqual([]);
}

describeBrowser('changed screens: axe and screenshots', () => {
  const suite = useSuite();

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious violation on the changed screens (${theme})`, async () => {
      const { context, page } = await suite.signedIn('admin', '/settleManage/settleList', {
        locale: 'zh-CN',
      });
      await page.setViewportSize({ width: 1440, height: 900 });
      if (theme === 'dark') {
        // The operator's way: the theme command (it also sets the dark palette's colours).
        await paletteSearch(page, 'zt');
        await page.keyboard.press('Enter');
        await expect
          .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
          .toBe(true);
      }
      const grid = page.getByRole('grid');
      await grid.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 20_000 });
      // The business grids: record links, pinned cells, failure reasons, the fold note.
      await check(page, `settlements-grid-${theme}`);

      const field = page.getByLabel('结算日期', { exact: true });
      await field.fill('上月');
      await page.keyboard.press('Enter');
      await page.waitForURL(/from=/);
      // Enter applied the filter and handed the keyboard to the rows; back to the field for its presets.
      await field.focus();
      await page.keyboard.press('ArrowDown');
      await page.getByRole('listbox').waitFor();
      await check(page, `date-presets-${theme}`);
      await page.keyboard.press('Escape');

      await paletteSearch(page, 'failed');
      await check(page, `palette-filter-${theme}`);
      await paletteSearch(page, 'ST20991231999999');
      await page.getByRole('status').filter({ hasText: '未找到' }).waitFor({ timeout: 10_000 });
      await check(page, `palette-missing-${theme}`);
      await page.keyboard.press('Escape');

      await page.goto(`${suite.server.url}/sysSettings/sysLogList?live=1`);
      // The list's latest entries load first (expect.poll waits 1 s by default; a loaded CPU is slower).
      await expect
        .poll(() => page.getByTestId('live-log').locator('[data-log-id]').count(), {
          timeout: 15_000,
        })
        .toBeGreaterThan(5);
      // Connected: the stream's catch-up (entries newer than the list it started from) has been
      // delivered, so no new row fades in while axe measures the colours.
      await page.getByRole('status').filter({ hasText: /^实时/ }).waitFor({ timeout: 15_000 });
      await check(page, `system-log-live-${theme}`);
      await page.goto(`${suite.server.url}/sysSettings/sysLogList?module=deposits&action=approve`);
      await page
        .getByRole('grid')
        .locator('tbody tr[data-row-key]')
        .first()
        .waitFor({ timeout: 20_000 });
      await check(page, `system-log-list-${theme}`);
      // j puts the cursor on the first row; Enter opens the row under it.
      await page.keyboard.press('j');
      await page.getByRole('grid').locator('tbody tr[data-cursor]').waitFor();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: '显示原始 JSON' }).click();
      await check(page, `system-log-drawer-${theme}`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /^消息/ }).click();
      // The message box's tablist by its name: the tab bar of open pages is a tablist too.
      await page
        .getByRole('tablist', { name: '消息类型' })
        .getByRole('tab', { selected: true })
        .waitFor();
      await check(page, `message-box-${theme}`);
      await context.close();
    });
  }
});
