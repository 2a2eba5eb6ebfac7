/**
 * The three analysis pages in real Chromium against a real server: figures from the server, the
 * period switch, legends that hide a series, tooltips reached by keyboard, tables behind the
 * charts, and numbers formatted by the locale.
 */
import { expect, it, vi } from 'vitest';
import { apiData as api } from './support/api-data.ts';
import { describeBrowser } from './support/browser.ts';
import { useSuite } from './support/suite.ts';

vi.setConfig({ expect: { poll: { timeout: 15_000, interval: 100 } } });

describeBrowser('analysis pages', () => {
  const suite = useSuite();

  it('draws the analysis pages from the server with period switch, legend and keyboard tooltips', async () => {
    const { context, page } = await suite.signedIn('admin', '/visualization/data-analysis');
    const main = page.locator('main');
    await main.getByRole('heading', { name: 'Content trend' }).waitFor();
    const overview = await api<{
      figures: { activeUsers: number };
      authors: { clickCount: number }[];
    }>(page, suite.server.api, '/analysis/overview');
    const users = main.locator('section', {
      has: page.getByRole('heading', { name: 'Active users' }),
    });
    expect(await users.textContent()).toContain(
      overview.figures.activeUsers.toLocaleString('en-US'),
    );
    const authors = main.getByRole('table', { name: 'Popular authors' });
    expect(await authors.locator('tbody tr').count()).toBe(overview.authors.length);

    const trend = main.getByRole('group', { name: 'Content trend' });
    expect(await trend.locator('table tbody tr').count()).toBe(14);
    await main.getByRole('radio', { name: '7 days' }).click();
    await expect.poll(() => trend.locator('table tbody tr').count()).toBe(7);
    await trend.focus();
    await page.keyboard.press('End');
    await trend.getByRole('status').waitFor();

    const publishing = main.getByRole('group', { name: 'Content published by type' });
    const legend = main.getByRole('list', { name: 'Series' });
    await legend.getByRole('button', { name: 'Video' }).click();
    expect(await legend.getByRole('button', { name: 'Video' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await publishing.focus();
    await page.keyboard.press('ArrowRight');
    const tip = await publishing.getByRole('status').textContent();
    expect(tip).toContain('Plain text');
    expect(tip).not.toContain('Video');

    await page.goto(`${suite.server.url}/visualization/public-opinion`);
    await main.getByRole('heading', { name: 'Opinion trends' }).waitFor();
    const opinion = await api<{ cards: { count: number }[] }>(
      page,
      suite.server.api,
      '/analysis/public-opinion',
    );
    const visitors = main.locator('section', {
      has: page.getByRole('heading', { name: 'Visitors' }),
    });
    expect(await visitors.textContent()).toContain(opinion.cards[0].count.toLocaleString('en-US'));
    const lines = main.getByRole('group', { name: 'Opinion trends' });
    await main.getByRole('radio', { name: '3 days' }).click();
    await expect.poll(() => lines.locator('table tbody tr').count()).toBe(3);
    const details = main.getByRole('table', { name: 'Opinion figures by day' });
    expect(await details.locator('thead th').count()).toBe(3 + 4);
    expect(await details.locator('tbody tr').first().textContent()).toContain(
      opinion.cards[0].count.toLocaleString('en-US'),
    );
    const types = main.getByRole('group', { name: 'Content type shares' });
    await types.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => types.getByRole('status').textContent()).toMatch(/Plain text.*%/);

    await page.goto(`${suite.server.url}/visualization/multi-dimension-data-analysis`);
    await main.getByRole('heading', { name: 'Content themes' }).waitFor();
    const radar = main.getByRole('group', { name: 'Content themes' });
    await radar.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => radar.getByRole('status').textContent()).toMatch(/^International/);
    await main.getByRole('radio', { name: 'Bar' }).click();
    const activity = main.getByRole('group', { name: 'Interactions over time' });
    await expect.poll(() => activity.locator('svg rect').count()).toBeGreaterThan(12);
    const themes = main.getByRole('table', { name: 'Theme shares' });
    expect(await themes.locator('tbody tr').count()).toBe(6);
    expect(await themes.locator('tbody tr').first().textContent()).toMatch(
      /^International[\d,]+\d+(\.\d)?%$/,
    );
    await context.close();
  });

  it('formats the analysis numbers by the locale', async () => {
    const { context, page } = await suite.signedIn('admin', '/visualization/data-analysis', {
      locale: 'zh-CN',
    });
    const main = page.locator('main');
    await main.getByRole('heading', { name: '内容趋势' }).waitFor();
    const overview = await api<{ figures: { contentExposure: number } }>(
      page,
      suite.server.api,
      '/analysis/overview',
    );
    const exposure = main.locator('section', {
      has: page.getByRole('heading', { name: '内容曝光量' }),
    });
    expect(await exposure.textContent()).toContain(
      overview.figures.contentExposure.toLocaleString('zh-CN'),
    );
    await context.close();
  });
});
