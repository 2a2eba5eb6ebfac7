/**
 * Row commands declared once per list (issue 9): the cursor row's actions are palette commands,
 * keys on the list and the drawer's buttons, all with the same confirmations. Run from the
 * keyboard on the user list, the institution list and a review queue.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './support/browser.ts';
import { paletteSearch, useSuite } from './support/suite.ts';

const rowsOf = (page: Page, tab: string) =>
  page.locator(`[data-tab-page="${tab}"] table[role="grid"] tbody tr[data-row-key]`);

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { role: el?.getAttribute('role') ?? '', text: el?.textContent?.trim() ?? '' };
  });

/** The palette's entries (titles without their key hints). */
async function paletteTitles(page: Page): Promise<string[]> {
  return page.locator('[cmdk-item]').allTextContents();
}

describeBrowser('row commands from the keyboard (issue 9)', () => {
  const suite = useSuite();

  it('disables (asking first), enables, edits and resets a user from the list keys', async () => {
    const { context, page } = await suite.signedIn('admin', '/sysSettings/userMmanage?q=hb_ops');
    const rows = rowsOf(page, 'UserMmanage');
    await rows.first().waitFor({ timeout: 20_000 });
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.textContent()).toContain('Active');

    // j puts the cursor on the row (and focus on the grid).
    await page.keyboard.press('j');
    await expect.poll(async () => (await focused(page)).role).toBe('grid');

    // d asks first, Cancel has focus; Esc changes nothing and gives the keys back to the list.
    await page.keyboard.press('d');
    const ask = page.getByRole('alertdialog');
    await expect.poll(() => ask.textContent()).toMatch(/^Disable 李北辰 \(hb_ops\)\?/);
    expect((await focused(page)).text).toBe('Cancel');
    await page.keyboard.press('Escape');
    await expect.poll(() => ask.count()).toBe(0);
    await expect.poll(async () => (await focused(page)).role).toBe('grid');
    expect(await row.textContent()).toContain('Active');

    // d again, confirmed: the row shows the new state.
    await page.keyboard.press('d');
    await ask.getByRole('button', { name: 'Disable' }).click();
    await page.locator('[data-toast-kind]').getByText('User hb_ops disabled').waitFor();
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('Disabled');
    await expect.poll(async () => (await focused(page)).role).toBe('grid');
    // Enabling is simply redone: no question.
    await page.keyboard.press('d');
    await page.locator('[data-toast-kind]').getByText('User hb_ops enabled').waitFor();
    expect(await ask.count()).toBe(0);
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('Active');

    // The toast above is still open: Escape in the dialogs below is theirs all the same.
    // e edits, Shift+P resets the password: each its dialog, for this row.
    await page.keyboard.press('e');
    const edit = page.getByRole('dialog', { name: 'Edit hb_ops' });
    await edit.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => edit.count()).toBe(0);
    await expect.poll(async () => (await focused(page)).role).toBe('grid');
    await page.keyboard.press('Shift+P');
    const reset = page.getByRole('dialog', { name: /hb_ops/ });
    await reset.getByRole('textbox', { name: 'New password', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => reset.count()).toBe(0);

    // The cursor row's actions are in the palette with their keys.
    await paletteSearch(page, 'hb_ops');
    const titles = await paletteTitles(page);
    expect(titles.some((s) => s.startsWith('Disable · 李北辰 (hb_ops)') && /D$/.test(s))).toBe(
      true,
    );
    expect(titles.some((s) => s.startsWith('Edit · 李北辰 (hb_ops)') && /E$/.test(s))).toBe(true);
    expect(titles.some((s) => s.startsWith('Reset password · 李北辰 (hb_ops)'))).toBe(true);
    // A user who is not locked offers no unlock.
    expect(titles.some((s) => s.startsWith('Unlock'))).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[cmdk-input]').count()).toBe(0);

    // The drawer's buttons are the same declarations.
    await rows.first().click();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Edit' }).waitFor();
    const buttons = (await drawer.locator('[data-drawer-footer] button').allTextContents())
      .map((s) => s.trim())
      .filter(Boolean);
    expect(buttons).toEqual(['Disable', 'Reset password', 'Edit']);
    // Esc closes the drawer and the list has the keys again.
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).role).toBe('grid');
    await context.close();
  });

  it('suspends an institution from the list key only after asking', async () => {
    const { context, page } = await suite.signedIn(
      'admin',
      '/businessManage/businessList?status=active',
    );
    const rows = rowsOf(page, 'BusinessList');
    await rows.first().waitFor({ timeout: 20_000 });
    await page.keyboard.press('j');
    const name = (await rows.first().locator('td').first().textContent())!.trim();
    await page.keyboard.press('d');
    const ask = page.getByRole('alertdialog');
    await expect.poll(() => ask.textContent()).toContain(`Suspend ${name}?`);
    expect((await focused(page)).text).toBe('Cancel');
    await page.keyboard.press('Escape');
    await expect.poll(() => ask.count()).toBe(0);
    await page.keyboard.press('e');
    await page.getByRole('dialog', { name: `Edit ${name}` }).waitFor();
    await context.close();
  });

  it('copies and opens the cursor row of a review queue, and rejects it with r', async () => {
    const { context, page } = await suite.signedIn(
      'reviewer',
      '/bzjMerchantManage/bzjCheckMerchantList',
    );
    const rows = rowsOf(page, 'BzjCheckMerchantList');
    await rows.nth(1).waitFor({ timeout: 20_000 });
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    const cursor = page.locator('[data-tab-page="BzjCheckMerchantList"] tbody tr[data-cursor]');
    const key = await cursor.getAttribute('data-row-key');
    expect(key).toBe(await rows.nth(1).getAttribute('data-row-key'));
    const merchantNo = (await cursor.locator('td').nth(1).textContent())!.trim();
    expect(merchantNo).toMatch(/^[A-Z]+\d{6,}$/);

    // c copies the cursor row's number.
    await page.keyboard.press('c');
    await page.locator('[data-toast-kind]').getByText(`Copied ${merchantNo}`).waitFor();

    // The palette offers the row's commands; Enter on 'Open' opens the row's drawer.
    await paletteSearch(page, 'open the current row');
    const open = page
      .locator('[cmdk-item]')
      .filter({ hasText: `Open the current row · ${merchantNo}` });
    expect(await open.count()).toBe(1);
    await open.click();
    await page.waitForURL(new RegExp(`open=${key}`));
    await page.getByRole('dialog').getByText(merchantNo).first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // r starts the rejection of the cursor row (the copy's toast may still be open).
    await page.keyboard.press('r');
    const decision = page.getByRole('alertdialog');
    await expect.poll(() => decision.textContent()).toContain(merchantNo);
    await page.keyboard.press('Escape');
    await expect.poll(() => decision.count()).toBe(0);
    await context.close();
  });
});
