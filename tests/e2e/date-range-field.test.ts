/**
 * The keyboard-first date / range field on the settlement list: typing sends nothing until a
 * complete, valid value is applied; relative phrases, ranges and presets land in the URL as
 * from / to; the field shows the canonical text, never mm/dd/yyyy.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BUSINESS_TIME_ZONE, monthOf, presetRange, todayIn } from '#core/dates';
import { describeBrowser } from './support/browser.ts';
import { useSuite } from './support/suite.ts';

const LIST = '/settleManage/settleList';

/** Counts the settlement list requests the page sends from now on, with their from / to. */
function watchListRequests(page: Page): { from: string | null; to: string | null }[] {
  const seen: { from: string | null; to: string | null }[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('/settlements')) {
      seen.push({ from: url.searchParams.get('from'), to: url.searchParams.get('to') });
    }
  });
  return seen;
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

describeBrowser('date range field', () => {
  const suite = useSuite();

  it('sends one request for a typed range, none while typing or for an invalid value', async () => {
    const { context, page } = await suite.signedIn('admin', LIST, { locale: 'zh-CN' });
    const grid = page.getByRole('grid');
    await grid.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 20_000 });
    const field = page.getByLabel('结算日期', { exact: true });
    const requests = watchListRequests(page);

    await field.click();
    await page.keyboard.type('2026-10-01..2026-10-31', { delay: 15 });
    // Nothing while typing: the Enter's request below is the first one seen.
    expect(requests).toEqual([]);
    await page.keyboard.press('Enter');
    await page.waitForURL(/from=2026-10-01/);
    expect(param(page, 'to')).toBe('2026-10-31');
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    // A whole month is shown as the month.
    expect(await field.inputValue()).toBe('2026-10');

    await field.fill('2026-13');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: '不是有效的日期' }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(param(page, 'from')).toBe('2026-10-01');
    // A valid value afterwards: its request is the second one, nothing came in between.
    await field.fill('2026-11');
    await page.keyboard.press('Enter');
    await page.waitForURL(/from=2026-11-01/);
    await expect.poll(() => requests.length).toBeGreaterThanOrEqual(2);
    expect(requests).toEqual([
      { from: '2026-10-01', to: '2026-10-31' },
      { from: '2026-11-01', to: '2026-11-30' },
    ]);
    await context.close();
  });

  it('reads 上月 and 10月, and picks presets with the arrow keys', async () => {
    const { context, page } = await suite.signedIn('admin', LIST, { locale: 'zh-CN' });
    const field = page.getByLabel('结算日期', { exact: true });
    const today = todayIn(BUSINESS_TIME_ZONE);

    await field.fill('上月');
    await page.keyboard.press('Enter');
    const last = monthOf(today, -1);
    await page.waitForURL(new RegExp(`from=${last.from}`));
    expect(param(page, 'to')).toBe(last.to);
    expect(await field.inputValue()).toBe(last.from.slice(0, 7));

    await field.fill('10月');
    await page.keyboard.press('Enter');
    const year = today.slice(0, 4);
    await page.waitForURL(new RegExp(`from=${year}-10-01`));
    expect(param(page, 'to')).toBe(`${year}-10-31`);

    await field.focus();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox', { name: '日期快捷选项' });
    await list.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await list.getByRole('option', { selected: true }).textContent()).toContain('近7天');
    await page.keyboard.press('Enter');
    const week = presetRange('last7', today);
    await page.waitForURL(new RegExp(`from=${week.from}`));
    expect(param(page, 'to')).toBe(week.to);
    expect(await list.count()).toBe(0);
    expect(
      await page.evaluate(() => document.activeElement?.hasAttribute('data-date-range-field')),
    ).toBe(true);
    expect(await field.inputValue()).toBe(`${week.from}..${week.to}`);

    // Clearing the field clears the filter.
    await field.fill('');
    await page.keyboard.press('Enter');
    await expect.poll(() => param(page, 'from')).toBeNull();
    await context.close();
  });

  it('reads English phrases in the English console', async () => {
    const { context, page } = await suite.signedIn('admin', LIST);
    const field = page.getByLabel('Period', { exact: true });
    const today = todayIn(BUSINESS_TIME_ZONE);
    await field.fill('this month');
    await page.keyboard.press('Tab');
    const month = monthOf(today);
    await page.waitForURL(new RegExp(`from=${month.from}`));
    expect(param(page, 'to')).toBe(month.to);
    expect(await field.inputValue()).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    await context.close();
  });
});
