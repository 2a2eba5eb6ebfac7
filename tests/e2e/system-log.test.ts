/**
 * The system log's live mode in real Chromium: an entry written through the API while the page is
 * live appears at the top without a reload, and opens in the detail drawer.
 */
import { beforeAll, expect, it, vi } from 'vitest';
import type { Browser } from 'playwright-core';
import { describeBrowser, newContext } from './support/browser.ts';
import type { TestServer } from './support/server.ts';
import { useSuite } from './support/suite.ts';
import { signIn } from './support/sign-in.ts';

// The machines running these share two cores with everything else: give the UI time.
vi.setConfig({ testTimeout: 90_000, expect: { poll: { timeout: 15_000, interval: 100 } } });

describeBrowser('system log', () => {
  const suite = useSuite();
  let server: TestServer;
  let browser: Browser;
  beforeAll(() => {
    ({ server, browser } = suite);
  });

  it('appends entries live as they are written, and opens one in the drawer', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const token = await signIn(page, server, 'admin', '/sysSettings/sysLogList');
    const grid = page.getByRole('grid', { name: 'System Log' });
    await grid.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Go live' }).click();
    await page.waitForURL(/live=1/);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: /^Live/ }).count(), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);

    // A change made elsewhere: an organisation code that only this run uses.
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const res = await fetch(`${server.api}/orgs`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        parentId: null,
        code,
        name: `Live ${code}`,
        kind: 'platform',
        settlementTarget: false,
        shareBp: 0,
        bankAccount: '6222020200001234',
      }),
    });
    const created = (await res.json()) as { code: number; data: { id: number } };
    expect(created.code).toBe(200000);

    const live = page.getByTestId('live-log');
    // Two entries name the new organisation's code: its creation, and its bank account filed for
    // review (routing goes through maker–checker); each arrives once.
    const rows = live.locator('[data-log-id]', { hasText: code });
    const ids = () =>
      rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-log-id')).join(' '));
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    expect(new Set((await ids()).split(' ')).size).toBe(2);
    const row = rows.first();
    await row.click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.textContent()).toContain(code);
    expect(await drawer.textContent()).toContain('Request id');
    await context.close();
  });
});
