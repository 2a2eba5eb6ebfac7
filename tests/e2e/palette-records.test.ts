import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './support/browser.ts';
import { paletteSearch, useSuite } from './support/suite.ts';
import { nextFrames, watchRequests } from './support/frames.ts';

const UNKNOWN = 'ST20991231999999';

describeBrowser('palette record numbers', () => {
  const suite = useSuite();

  it('says in place that an unknown record number does not exist and opens nothing', async () => {
    const { context, page } = await suite.signedIn('admin', '/bzjManage/bzjList');
    const before = page.url();
    await paletteSearch(page, UNKNOWN);
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    const line = palette.getByRole('status').filter({ hasText: 'not found' });
    await line.waitFor({ timeout: 10_000 });
    expect(await line.textContent()).toContain(`Settlement ${UNKNOWN} not found`);
    expect(await palette.locator('[cmdk-item]', { hasText: `Open ${UNKNOWN}` }).count()).toBe(0);

    const requests = watchRequests(page);
    await page.keyboard.press('Enter');
    // Whatever the Enter asked the server has come back and is drawn: nothing opened.
    await expect.poll(requests.inFlight, { timeout: 10_000 }).toBe(0);
    await nextFrames(page);
    expect(page.url()).toBe(before);
    expect(await palette.isVisible()).toBe(true);
    expect(await page.locator('[data-toast-id]').count()).toBe(0);
    expect(await page.getByRole('dialog', { name: /Settlement/ }).count()).toBe(0);
    await context.close();
  });

  it('checks with the server when Enter comes before the search answers', async () => {
    const { context, page } = await suite.signedIn('admin', '/bzjManage/bzjList', {
      locale: 'zh-CN',
    });
    const before = page.url();
    await page.keyboard.press('Control+k');
    const input = page.locator('[cmdk-input]');
    await input.waitFor();
    const requests = watchRequests(page);
    // Enter at once: the typed 'Open …' row is offered before the debounced search runs.
    await input.fill(UNKNOWN);
    // The typed row is drawn a frame after the paste, well before the debounced search answers.
    await page.locator('[cmdk-item]', { hasText: UNKNOWN }).waitFor();
    await page.keyboard.press('Enter');
    const palette = page.getByRole('dialog', { name: '命令面板' });
    await palette
      .getByRole('status')
      .filter({ hasText: `未找到结算单 ${UNKNOWN}` })
      .waitFor({ timeout: 10_000 });
    await expect.poll(requests.inFlight, { timeout: 10_000 }).toBe(0);
    await nextFrames(page);
    expect(page.url()).toBe(before);
    expect(await page.locator('[data-toast-id]').count()).toBe(0);
    await context.close();
  });

  it('still opens a record number that exists', async () => {
    const { context, page } = await suite.signedIn('admin');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const res = await fetch(`${suite.server.api}/settlements?pageSize=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const no = ((await res.json()) as { data: { items: { settlementNo: string }[] } }).data.items[0]
      .settlementNo;
    await page.keyboard.press('Control+k');
    const input = page.locator('[cmdk-input]');
    await input.waitFor();
    await input.fill(no);
    await page.locator('[cmdk-item]', { hasText: no }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/settleManage/settleList\\?.*open=${no}`));
    await context.close();
  });

  it('opens a pasted record number when Enter comes in the same frame as the paste', async () => {
    const { context, page } = await suite.signedIn('admin', '/bzjManage/bzjList');
    const no = await firstSettlementNo(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('[cmdk-input]');
    await input.waitFor();
    // A paste (one input event with the whole number) and Enter in one task: nothing renders
    // between them, so Enter must act on what the field holds, not on the list drawn before.
    await page.evaluate(`(() => {
      const input = document.querySelector('[cmdk-input]');
      input.focus();
      document.execCommand('insertText', false, ${JSON.stringify(no)});
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    })()`);
    await page.waitForURL(new RegExp(`/settleManage/settleList\\?.*open=${no}`));
    await context.close();
  });

  it('opens a pasted record number when Enter follows the paste at once', async () => {
    const { context, page } = await suite.signedIn('admin', '/bzjManage/bzjList');
    const no = await firstSettlementNo(page);
    await page.keyboard.press('Control+k');
    await page.locator('[cmdk-input]').waitFor();
    await page.keyboard.insertText(no);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/settleManage/settleList\\?.*open=${no}`));
    await context.close();
  });

  async function firstSettlementNo(page: Page): Promise<string> {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const res = await fetch(`${suite.server.api}/settlements?pageSize=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: { items: { settlementNo: string }[] } }).data.items[0]
      .settlementNo;
  }
});
