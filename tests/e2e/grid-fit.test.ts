/**
 * Issue 9, wide tables and keyboard paging: the record number stays pinned on the left and the
 * status on the right while a wide table scrolls; low-priority columns fold away first on a
 * narrow screen and come back with 'show all columns' (then the table scrolls, with a cue); the
 * failure reason shows whenever failed rows do. The cursor row's bar shows over the pinned first
 * cell. (Keyboard paging — j/k across pages, n / p, Shift+G, the `?` sheet's paging keys:
 * tests/components/data/grid-paging.test.tsx.)
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { settleAnimations } from './support/axe.ts';
import { describeBrowser } from './support/browser.ts';
import { useSuite } from './support/suite.ts';

const grid = (page: Page) => page.getByRole('grid');
const rows = (page: Page) => grid(page).locator('tbody tr[data-row-key]');
const headers = (page: Page) => grid(page).locator('thead th').allTextContents();

async function loaded(page: Page) {
  await rows(page).first().waitFor({ timeout: 20_000 });
  await expect.poll(() => grid(page).getAttribute('aria-busy'), { timeout: 10_000 }).toBeNull();
}

describeBrowser('wide tables and keyboard paging', () => {
  const suite = useSuite();

  it('pins the number and status, folds low-priority columns, and shows why a settlement failed', async () => {
    const { context, page } = await suite.signedIn(
      'admin',
      '/settleManage/settleList?status=failed',
      { locale: 'zh-CN', viewport: { width: 768, height: 900 } },
    );
    await loaded(page);
    // Narrow: the folded columns are named under the table; number and status stay.
    const note = page.locator('[data-fit-note]');
    await expect.poll(() => note.textContent(), { timeout: 10_000 }).toContain('因宽度收起');
    const narrow = await headers(page);
    expect(narrow[0]).toContain('结算单号');
    expect(narrow.at(-1)).toContain('状态');
    expect(narrow).not.toContain('银行流水号');
    // Every failed row says why: its own column, or beside the status once that column folds.
    const reasons = await grid(page).locator('[data-failure-reason]:visible').allTextContents();
    expect(reasons.length).toBe(await rows(page).count());
    expect(reasons.every((r) => r.trim().length > 0)).toBe(true);

    // Show all: every column is back, the table scrolls sideways with a cue, the pins hold.
    await note.getByRole('button', { name: '显示全部列' }).click();
    await expect.poll(() => headers(page)).toContain('银行流水号');
    await expect.poll(() => page.locator('[data-scroll-cue]').count()).toBe(1);
    const box = page.locator('[data-table-grid]');
    expect(await box.getAttribute('data-more-end')).not.toBeNull();
    const pinned = async () =>
      grid(page)
        .locator('tbody tr[data-row-key]')
        .first()
        .evaluate((tr) => {
          const cells = [...tr.querySelectorAll('td')];
          const first = cells[0].getBoundingClientRect();
          const last = cells.at(-1)!.getBoundingClientRect();
          const frame = tr.closest('[data-table-grid]')!.getBoundingClientRect();
          return {
            left: Math.round(first.left - frame.left),
            right: Math.round(frame.right - last.right),
          };
        });
    const before = await pinned();
    await box.evaluate((el) => el.scrollBy({ left: 400 }));
    await expect.poll(() => box.getAttribute('data-more-start')).not.toBeNull();
    const after = await pinned();
    expect(Math.abs(after.left - before.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.right - before.right)).toBeLessThanOrEqual(1);
    expect(after.right).toBeLessThanOrEqual(2);

    // Wide: at 1440 fewer columns fold than at 768.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: '适应宽度' }).click();
    await expect.poll(async () => (await headers(page)).length).toBeGreaterThan(narrow.length);
    await context.close();
  });

  it('draws the cursor row’s bar over its pinned first cell', async () => {
    const { context, page } = await suite.signedIn('admin', '/settleManage/settleList', {
      locale: 'en-US',
    });
    await loaded(page);
    await grid(page).focus();
    await page.keyboard.press('j');
    const cell = grid(page).locator('tr[data-cursor] > td').first();
    expect(await cell.getAttribute('class')).toContain('grid-pin');
    await settleAnimations(page);
    const box = await cell.boundingBox();
    if (!box) throw new Error('the cursor row has no first cell on screen');
    const strip = (dx: number) =>
      page.screenshot({
        clip: {
          x: Math.round(box.x) + dx,
          y: Math.round(box.y + box.height / 2),
          width: 3,
          height: 4,
        },
      });
    // The bar is the cell's left 3 px; a little to its right, in the padding, only the row's tint.
    expect((await strip(0)).equals(await strip(5))).toBe(false);
    await context.close();
  });
});
