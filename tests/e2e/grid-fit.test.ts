/**
 * Issue 9, wide tables and keyboard paging: the record number stays pinned on the left and the
 * status on the right while a wide table scrolls; low-priority columns fold away first on a
 * narrow screen and come back with 'show all columns' (then the table scrolls, with a cue); the
 * failure reason shows whenever failed rows do. j/k cross page boundaries, n / p turn the page,
 * Shift+G goes to the page-number field, and the `?` sheet lists those keys. The cursor row's bar
 * shows over the pinned first cell.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { settleAnimations } from './support/axe.ts';
import { describeBrowser } from './support/browser.ts';
import { useSuite } from './support/suite.ts';

const grid = (page: Page) => page.getByRole('grid');
const rows = (page: Page) => grid(page).locator('tbody tr[data-row-key]');
const headers = (page: Page) => grid(page).locator('thead th').allTextContents();
const cursorKey = (page: Page) =>
  grid(page).locator('tr[data-cursor]').getAttribute('data-row-key');
const pageOf = (page: Page) => Number(new URL(page.url()).searchParams.get('page') ?? '1');

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

  it('moves across pages with j/k, turns pages with n/p, and jumps with Shift+G', async () => {
    const { context, page } = await suite.signedIn(
      'admin',
      '/settleManage/settleList?pageSize=10',
      {
        locale: 'en-US',
      },
    );
    await loaded(page);
    await grid(page).focus();
    for (let i = 0; i < 9; i++) await page.keyboard.press('j');
    const lastOfFirst = await rows(page).nth(9).getAttribute('data-row-key');
    await expect.poll(() => cursorKey(page)).toBe(lastOfFirst);
    // j past the last row: page 2, cursor on its first row.
    await page.keyboard.press('j');
    await expect.poll(() => pageOf(page)).toBe(2);
    await loaded(page);
    await expect
      .poll(() => cursorKey(page))
      .toBe(await rows(page).first().getAttribute('data-row-key'));
    // k before the first row: back on page 1's last row.
    await page.keyboard.press('k');
    await expect.poll(() => pageOf(page)).toBe(1);
    await expect.poll(() => cursorKey(page)).toBe(lastOfFirst);
    // n / p turn the page.
    await page.keyboard.press('n');
    await expect.poll(() => pageOf(page)).toBe(2);
    await page.keyboard.press('p');
    await expect.poll(() => pageOf(page)).toBe(1);
    // Shift+G: the page-number field; 3, Enter goes there and the rows have the keyboard again.
    await page.keyboard.press('Shift+G');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('inputmode')))
      .toBe('numeric');
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await expect.poll(() => pageOf(page)).toBe(3);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('grid');

    // The `?` sheet lists the paging keys.
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog');
    await expect.poll(() => sheet.textContent()).toContain('Next page');
    expect(await sheet.textContent()).toContain('Previous page');
    expect(await sheet.textContent()).toContain('Go to page');
    await context.close();
  });
});
