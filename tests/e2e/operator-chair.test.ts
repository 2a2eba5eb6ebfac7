/**
 * Issue 9, "Broken": the console from an operator's chair — the shell never scrolls away, state
 * changes that cannot simply be redone ask first, a dirty form asks before it is discarded,
 * 'Confirm exit' takes focus, and the tab bar is a tablist. (The list filter's hand-over to the
 * rows: tests/components/data/filter-bar.test.tsx.)
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './support/browser.ts';
import { forgetToken } from './support/sign-in.ts';
import { useSuite } from './support/suite.ts';

const rowsOf = (page: Page, tab: string) =>
  page.locator(`[data-tab-page="${tab}"] table[role="grid"] tbody tr[data-row-key]`);

const activeInfo = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName ?? '',
      role: el?.getAttribute('role') ?? '',
      filter: el?.hasAttribute('data-page-filter') ?? false,
      text: el?.textContent?.trim() ?? '',
    };
  });

describeBrowser("the console from an operator's chair (issue 9, broken items)", () => {
  const suite = useSuite();

  it('scrolls only the content area: the document is never taller than the window', async () => {
    const { context, page } = await suite.signedIn('admin', '/dashboard/workplace');
    const pages: [string, string][] = [
      ['/bzjManage/bzjList', 'BzjList'],
      ['/bzjMerchantManage/bzjMerchantList', 'BzjMerchantList'],
      ['/settleManage/settleList', 'SettleList'],
      ['/sysSettings/userMmanage', 'UserMmanage'],
      ['/businessManage/businessList', 'BusinessList'],
    ];
    for (const [path, tab] of pages) {
      await page.goto(`${suite.server.url}${path}`);
      await rowsOf(page, tab).first().waitFor({ timeout: 20_000 });
      const sizes = await page.evaluate(() => ({
        doc: document.scrollingElement!.scrollHeight,
        win: window.innerHeight,
      }));
      expect(sizes.doc, path).toBeLessThanOrEqual(sizes.win);
      // PageDown over the shell moves nothing outside the content box.
      await page.locator('nav[aria-label="Main menu"]').hover();
      await page.mouse.wheel(0, 600);
      await page.keyboard.press('PageDown');
      expect(await page.evaluate(() => document.scrollingElement!.scrollTop), path).toBe(0);
    }
    await context.close();
  });

  it('asks before disabling a merchant, and the toast leaves the drawer title visible', async () => {
    const { context, page } = await suite.signedIn(
      'admin',
      '/bzjMerchantManage/bzjMerchantList?status=approved',
    );
    const rows = rowsOf(page, 'BzjMerchantList');
    await rows.first().waitFor({ timeout: 20_000 });
    await rows.first().dblclick();
    const drawer = page.getByRole('dialog');
    const disable = drawer.getByRole('button', { name: 'Disable', exact: true });
    await disable.waitFor();

    await disable.click();
    const ask = page.getByRole('alertdialog');
    await expect.poll(() => ask.textContent()).toMatch(/^Disable .+\?.*cannot simply be undone/);
    // The safe choice has focus: Enter or Esc here changes nothing.
    expect((await activeInfo(page)).text).toBe('Cancel');
    await page.keyboard.press('Escape');
    await expect.poll(() => ask.count()).toBe(0);
    expect(await disable.isVisible()).toBe(true);

    await disable.click();
    await ask.getByRole('button', { name: 'Disable' }).click();
    const toast = page.locator('[data-toast-kind="success"]');
    await toast.first().waitFor();
    await expect.poll(() => drawer.getByRole('button', { name: 'Enable' }).count()).toBe(1);
    const title = await drawer.getByRole('heading').first().boundingBox();
    const box = await toast.first().boundingBox();
    expect(title && box).toBeTruthy();
    const overlaps =
      box!.x < title!.x + title!.width &&
      title!.x < box!.x + box!.width &&
      box!.y < title!.y + title!.height &&
      title!.y < box!.y + box!.height;
    expect(overlaps).toBe(false);
    await context.close();
  });

  it('asks before suspending an institution and disabling a user', async () => {
    const { context, page } = await suite.signedIn('admin', '/businessManage/businessList');
    const rows = rowsOf(page, 'BusinessList');
    await rows.first().waitFor({ timeout: 20_000 });
    await rows.first().dblclick();
    const suspend = page.getByRole('dialog').getByRole('button', { name: 'Suspend' });
    await suspend.click();
    const ask = page.getByRole('alertdialog');
    await expect.poll(() => ask.textContent()).toMatch(/^Suspend .+\?/);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(await suspend.isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    await page.goto(`${suite.server.url}/sysSettings/userMmanage`);
    const users = rowsOf(page, 'UserMmanage');
    await users.filter({ hasText: 'operator' }).first().dblclick();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => ask.textContent()).toMatch(/^Disable .+ \(\w+\)\?/);
    await page.keyboard.press('Escape');
    await expect.poll(() => ask.count()).toBe(0);
    await context.close();
  });

  it('asks before a dirty form is discarded on Esc, and closes a clean one at once', async () => {
    const { context, page } = await suite.signedIn('admin', '/businessManage/businessList');
    await rowsOf(page, 'BusinessList').first().waitFor({ timeout: 20_000 });
    const open = page.getByRole('button', { name: 'New institution' }).first();
    const form = page.getByRole('dialog', { name: 'New institution' });

    await open.click();
    await form.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => form.count()).toBe(0);

    await open.click();
    await form.getByLabel('Institution').fill('半填的机构');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog');
    await expect.poll(() => ask.textContent()).toMatch(/Discard your changes\?/);
    // The form stays open behind the question (hidden from the accessibility tree meanwhile).
    expect(
      await page.getByRole('dialog', { name: 'New institution', includeHidden: true }).count(),
    ).toBe(1);
    // 'Keep editing' (Esc) returns to the form with the text intact.
    await page.keyboard.press('Escape');
    await expect.poll(() => ask.count()).toBe(0);
    expect(await form.getByLabel('Institution').inputValue()).toBe('半填的机构');
    // Cancel asks too; 'Discard' closes.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => form.count()).toBe(0);
    await context.close();
  });

  it("focuses 'Login again' when 'Confirm exit' opens, so Enter confirms", async () => {
    const { context, page } = await suite.signedIn('reviewer', '/bzjManage/bzjList');
    await rowsOf(page, 'BzjList').first().waitFor({ timeout: 20_000 });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await fetch(`${suite.server.api}/sys/user/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    forgetToken(suite.server, 'reviewer');
    await page.locator('main').getByRole('button', { name: 'Refresh' }).first().click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expect.poll(async () => (await activeInfo(page)).text).toBe('Login again');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/login/);
    await context.close();
  });

  it('makes the tab bar a tablist whose ←/→ move focus along with the page', async () => {
    const { context, page } = await suite.signedIn('admin', '/dashboard/workplace');
    await page.goto(`${suite.server.url}/bzjManage/bzjList`);
    await rowsOf(page, 'BzjList').first().waitFor({ timeout: 20_000 });
    const tablist = page.getByRole('tablist', { name: 'Open pages' });
    expect(await tablist.getByRole('tab').count()).toBeGreaterThanOrEqual(2);
    const current = tablist.getByRole('tab', { selected: true });
    expect(await current.textContent()).toContain('Deposit Accounts');
    await current.focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(/\/dashboard\/workplace/);
    await expect
      .poll(async () => {
        const a = await activeInfo(page);
        return `${a.role}:${a.text}`;
      })
      .toBe('tab:Workplace');
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/bzjManage\/bzjList/);
    await expect.poll(async () => (await activeInfo(page)).text).toBe('Deposit Accounts');
    await context.close();
  });

  it('says a g-shortcut page is not open to a user instead of doing nothing', async () => {
    const { context, page } = await suite.signedIn('operator', '/bzjManage/bzjList');
    await rowsOf(page, 'BzjList').first().waitFor({ timeout: 20_000 });
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('g');
    await page.keyboard.press('r');
    const toast = page.locator('[data-toast-kind="warning"]');
    await expect
      .poll(() => toast.first().textContent(), { timeout: 5_000 })
      .toMatch(/Deposit Review needs an administrator; your role \(Operator\) cannot open it/);
    expect(new URL(page.url()).pathname).toBe('/bzjManage/bzjList');
    await context.close();
  });
});
