/**
 * The palette on a list page offers the page's filters for what was typed, and the filters stack;
 * commands and pages rank before records unless the query looks like a record number.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BUSINESS_TIME_ZONE, monthOf, todayIn } from '#core/dates';
import { describeBrowser } from './support/browser.ts';
import { paletteSearch, useSuite } from './support/suite.ts';
import { nextFrames } from './support/frames.ts';

const selected = (page: Page) => page.locator('[cmdk-item][data-selected="true"]').textContent();

describeBrowser('palette filter commands and ranking', () => {
  const suite = useSuite();

  it('applies a status typed in English, then stacks a month typed in Chinese', async () => {
    const { context, page } = await suite.signedIn('admin', '/settleManage/settleList', {
      locale: 'zh-CN',
    });
    await paletteSearch(page, 'failed');
    expect(await selected(page)).toContain('筛选：状态 = 结算失败');
    await page.keyboard.press('Enter');
    await page.waitForURL(/status=failed/);

    await paletteSearch(page, '上月');
    expect(await selected(page)).toContain('筛选：日期');
    await page.keyboard.press('Enter');
    const last = monthOf(todayIn(BUSINESS_TIME_ZONE), -1);
    await page.waitForURL(new RegExp(`from=${last.from}`));
    const params = new URL(page.url()).searchParams;
    expect(params.get('status')).toBe('failed');
    expect(params.get('to')).toBe(last.to);
    await context.close();
  });

  it('ranks the review pages before users named like them', async () => {
    const { context, page } = await suite.signedIn('admin', '/', { locale: 'zh-CN' });
    const answered = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname.endsWith('/search') && url.searchParams.get('q') === '审核';
    });
    await paletteSearch(page, '审核');
    // The server's record search has answered and the palette shows it (its spinner is gone):
    // the records must not have jumped ahead.
    await answered;
    await page.locator('[cmdk-input] + [role="status"]').waitFor({ state: 'detached' });
    await nextFrames(page);
    const first = page.locator('[cmdk-group]').first();
    expect(await first.locator('[cmdk-group-heading]').textContent()).not.toContain('记录');
    expect(await selected(page)).toMatch(/审核/);
    await context.close();
  });

  it('filters by a receiving organisation typed by its pinyin initials, stacked on the status', async () => {
    const { context, page } = await suite.signedIn(
      'admin',
      '/settleManage/settleList?status=failed',
      { locale: 'zh-CN' },
    );
    await page.getByRole('grid').locator('tbody tr[data-row-key]').first().waitFor();
    // 华东分公司 → hdfgs; the server's search matches the initials, the palette offers the filter.
    await paletteSearch(page, 'hdfgs');
    const entry = page.locator('[cmdk-item]').filter({ hasText: '筛选：收款机构 = 华东分公司' });
    await entry.waitFor({ timeout: 10_000 });
    await expect.poll(() => selected(page), { timeout: 10_000 }).toContain('筛选：收款机构');
    await page.keyboard.press('Enter');
    await page.waitForURL(/orgId=\d+/);
    expect(new URL(page.url()).searchParams.get('status')).toBe('failed');
    await context.close();
  });
});
