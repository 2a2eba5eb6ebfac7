/**
 * The system log in the operator's language: module and action names from one catalogue, filters
 * as selects from it, seeded and live rows under the same codes, a live view that starts with the
 * latest entries in the list's columns, and a drawer of labelled fields with the JSON on request.
 */
import { expect, it } from 'vitest';
import { describeBrowser } from './support/browser.ts';
import { useSuite } from './support/suite.ts';

const LOG = '/sysSettings/sysLogList';

describeBrowser('system log catalogue', () => {
  const suite = useSuite();

  it('names modules and actions in Chinese and filters them with selects', async () => {
    const { context, page } = await suite.signedIn('admin', LOG, { locale: 'zh-CN' });
    const grid = page.getByRole('grid', { name: '系统日志' });
    await grid.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 20_000 });
    const text = (await grid.locator('tbody').textContent()) ?? '';
    expect(text).not.toMatch(/sms\.send|\blogin\b|\bapprove\b/);

    const filterSelect = (label: string) =>
      page
        .locator('form[role="search"] label', { has: page.getByText(label, { exact: true }) })
        .locator('select');
    const moduleFilter = filterSelect('模块');
    expect(await moduleFilter.evaluate((el) => el.tagName)).toBe('SELECT');
    await moduleFilter.selectOption({ label: '登录认证' });
    await page.waitForURL(/module=auth/);
    await filterSelect('操作').selectOption({ label: '发送短信验证码' });
    await page.waitForURL(/action=sms\.send/);
    await expect.poll(() => grid.getAttribute('aria-busy')).toBeNull();
    // The seeded sends and this run's sign-in code share one code, so the filter finds both.
    const rows = grid.locator('tbody tr[data-row-key]');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(2);
    const cells = await rows.allTextContents();
    for (const row of cells) expect(row).toContain('发送短信验证码');
    await context.close();
  });

  it('starts live with the latest entries in the same columns as the list', async () => {
    const { context, page } = await suite.signedIn('admin', LOG, { locale: 'zh-CN' });
    const grid = page.getByRole('grid', { name: '系统日志' });
    await grid.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 20_000 });
    const listHeaders = (await grid.locator('thead th').allTextContents())
      .map((s) => s.trim())
      .filter((s) => s && s !== '操作列');
    const newestId = await grid
      .locator('tbody tr[data-row-key]')
      .first()
      .getAttribute('data-row-key');

    await page.getByRole('button', { name: '实时查看' }).click();
    await page.waitForURL(/live=1/);
    const live = page.getByTestId('live-log');
    // No new entry is written: the latest ones are there at once.
    await expect.poll(() => live.locator('[data-log-id]').count()).toBeGreaterThan(5);
    expect(await live.locator('[data-log-id]').first().getAttribute('data-log-id')).toBe(newestId);
    const liveHeaders = (await page.locator('[data-live-header] > span').allTextContents()).map(
      (s) => s.trim(),
    );
    expect(liveHeaders).toEqual(listHeaders.filter((h) => liveHeaders.includes(h)));
    expect(liveHeaders.length).toBe(listHeaders.length);
    await context.close();
  });

  it('shows a decision as labelled fields, with the raw JSON behind a toggle', async () => {
    const { context, page } = await suite.signedIn(
      'admin',
      `${LOG}?module=deposits&action=approve`,
      {
        locale: 'zh-CN',
      },
    );
    const grid = page.getByRole('grid', { name: '系统日志' });
    await grid.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => grid.getAttribute('aria-busy')).toBeNull();
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.textContent()).toContain('审核通过');
    const text = (await drawer.textContent()) ?? '';
    expect(text).toContain('保证金');
    expect(text).toMatch(/金额\s*¥[\d,]+\.\d{2}/);
    expect(await drawer.getByTestId('log-detail-raw').count()).toBe(0);
    await drawer.getByRole('button', { name: '显示原始 JSON' }).click();
    expect(await drawer.getByTestId('log-detail-raw').textContent()).toContain('"amountFen"');
    await context.close();
  });
});
