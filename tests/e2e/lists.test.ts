/**
 * Business lists in real Chromium against a real server: filters live in the URL and survive a
 * reload, the CSV export downloads, and the structure page's split preview adds up to the gross
 * exactly. (Remembered table settings: tests/components/data/list-view.test.tsx.)
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, expect, it, vi } from 'vitest';
import type { Browser } from 'playwright-core';
import { describeBrowser, newContext } from './support/browser.ts';
import type { TestServer } from './support/server.ts';
import { useSuite } from './support/suite.ts';
import { signIn } from './support/sign-in.ts';

// The machines running these share two cores with everything else: give the UI time.
vi.setConfig({ testTimeout: 90_000, expect: { poll: { timeout: 15_000, interval: 100 } } });

describeBrowser('business lists', () => {
  const suite = useSuite();
  let server: TestServer;
  let browser: Browser;
  beforeAll(() => {
    ({ server, browser } = suite);
  });

  it('keeps a list filter in the URL and restores it after a reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, server, 'admin', '/bzjManage/bzjList');
    const grid = page.getByRole('grid', { name: 'Deposit Accounts' });
    await grid.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 20_000 });

    await page.getByLabel('Status').selectOption('active');
    await page.waitForURL(/status=active/);
    const statuses = async () =>
      (await grid.locator('tbody tr[data-row-key] td').allTextContents()).filter((t) =>
        /^(Active|Frozen|Closed|Rejected|Pending review)$/.test(t),
      );
    await expect.poll(async () => [...new Set(await statuses())]).toEqual(['Active']);

    await page.reload();
    await grid.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('status')).toBe('active');
    expect(await page.getByLabel('Status').inputValue()).toBe('active');
    await expect.poll(async () => [...new Set(await statuses())]).toEqual(['Active']);
    await context.close();
  });

  it('downloads the filtered list as CSV', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, server, 'admin', '/bzjManage/bzjList?status=active');
    const grid = page.getByRole('grid', { name: 'Deposit Accounts' });
    await grid.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 20_000 });
    const firstNo = await grid
      .locator('tbody tr[data-row-key]')
      .first()
      .getAttribute('data-row-key');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines.length).toBeGreaterThan(1);
    expect(text).toContain(firstNo!);
    await context.close();
  });

  it('previews a split whose parts add up to the gross amount exactly', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, server, 'admin', '/allotManage/structureList');
    const preview = page.getByTestId('split-preview');
    const gross = preview.getByLabel('Gross amount (yuan)');
    await gross.waitFor({ timeout: 20_000 });

    for (const [input, fen] of [
      ['1,234.57', 123_457],
      ['0.01', 1],
      ['99999.99', 9_999_999],
    ] as const) {
      await gross.fill(input);
      await expect
        .poll(
          async () => Number(await preview.getByTestId('split-sum').getAttribute('data-sum-fen')),
          { timeout: 10_000 },
        )
        .toBe(fen);
      const parts = await preview
        .locator('[data-amount-fen]')
        .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-amount-fen'))));
      expect(parts.length).toBeGreaterThan(0);
      expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(fen);
      expect(await preview.getByTestId('split-sum').textContent()).toContain('equals the gross');
    }

    await gross.fill('12.345');
    await expect
      .poll(() =>
        preview.getByText('Enter an amount in yuan with at most two decimals').isVisible(),
      )
      .toBe(true);
    await context.close();
  });
});
