/**
 * The message box from an operator's chair: it opens on the first tab with unread items, and
 * deciding a request ends its to-do at once — the bell count and the to-do's tag change without
 * a reload or the minute's poll.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './support/browser.ts';
import { useSuite } from './support/suite.ts';

interface Box {
  unread: { message: number; notice: number; todo: number };
}

async function apiGet<T>(api: string, page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${api}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: T }).data;
}

const bellLabel = (page: Page) =>
  page.getByRole('button', { name: /^Messages/ }).getAttribute('aria-label');

describeBrowser('message box', () => {
  const suite = useSuite();

  it('opens on the first tab with unread items and ends a to-do the moment its request is decided', async () => {
    const { context, page } = await suite.signedIn('admin');
    const box = await apiGet<Box>(suite.server.api, page, '/messages');
    const total = box.unread.message + box.unread.notice + box.unread.todo;
    expect(box.unread.message, 'the seed leaves the admin no unread plain messages').toBe(0);
    expect(box.unread.todo).toBeGreaterThan(0);
    await expect.poll(() => bellLabel(page)).toBe(`Messages, ${total} unread`);

    await page.getByRole('button', { name: /^Messages/ }).click();
    const popover = page.getByRole('dialog', { name: /Messages|Message box/ });
    const firstUnread = box.unread.notice > 0 ? 'Notice' : 'Todo';
    // The message box's own tabs (the tab bar of open pages is another tablist, with its own name).
    const types = popover.getByRole('tablist', { name: 'Message types' });
    await expect
      .poll(() => types.getByRole('tab', { selected: true }).textContent())
      .toContain(firstUnread);
    await page.keyboard.press('Escape');
    await expect.poll(() => popover.count()).toBe(0);

    // Decide, with the keyboard, the request behind the newest unread deposit to-do.
    const todos = await apiGet<{
      items: { read: boolean; link: { route: string; key: string } }[];
    }>(suite.server.api, page, '/messages?type=todo');
    const pending = await apiGet<{ items: { accountNo: string; submittedBy: string }[] }>(
      suite.server.api,
      page,
      '/deposits/requests?status=pending&pageSize=100',
    );
    const todo = todos.items.find(
      (m) =>
        !m.read &&
        m.link?.route === 'BzjCheckList' &&
        pending.items.some((r) => r.accountNo === m.link.key && r.submittedBy !== 'admin'),
    );
    expect(todo, 'the seed has an unread to-do for a request by someone else').toBeTruthy();
    const request = { accountNo: todo!.link.key };
    await page.goto(`${suite.server.url}/bzjManage/bzjCheckList?q=${request.accountNo}`);
    const grid = page.getByRole('grid', { name: /Deposit Review/ });
    await grid.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => grid.getAttribute('aria-busy')).toBeNull();
    const startTotal = Number(/(\d+) unread/.exec((await bellLabel(page)) ?? '')?.[1] ?? 0);
    await page.keyboard.press('j');
    await page.keyboard.press('a');
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.textContent()).toContain(request.accountNo);
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="alertdialog"]')))
      .toBe(true);
    await page.keyboard.press('Enter');

    // No reload: the bell drops by the ended to-do within a moment (the poll is a minute).
    await expect
      .poll(() => bellLabel(page), { timeout: 5_000 })
      .toBe(`Messages, ${startTotal - 1} unread`);
    await page.getByRole('button', { name: /^Messages/ }).click();
    await page
      .getByRole('tablist', { name: 'Message types' })
      .getByRole('tab', { name: /Todo/ })
      .click();
    const row = page.locator('[role="tabpanel"] li').filter({ hasText: request.accountNo }).first();
    await expect.poll(() => row.textContent()).toContain('Approved');
    await context.close();
  });
});
