/**
 * Issue 28 in the console: a settlement filter the daily totals do not cover (`q`) with more rows
 * than the server counts one by one shows its count as "≈ N" with no sums, and the "Exact figures"
 * button asks the server for the exact count and sums (GET /settlements/totals).
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  describeBrowser,
  workerBrowser,
  newContext,
  type LaunchedBrowser,
} from './support/browser.ts';
import { startServer, type TestServer } from './support/server.ts';
import { signIn } from './support/sign-in.ts';

vi.setConfig({ testTimeout: 120_000, expect: { poll: { timeout: 20_000, interval: 100 } } });

describeBrowser('settlement totals past the exact-count cap', () => {
  let server: TestServer;
  let launched: LaunchedBrowser;
  beforeAll(async () => {
    // 20,000 settlements: every number starts with ST, so q=ST matches more than the cap (10,000).
    [server, launched] = await Promise.all([startServer({ seedScale: '20000' }), workerBrowser()]);
  }, 300_000);
  afterAll(async () => {
    await launched?.close();
    await server?.stop();
  });

  it('shows "≈ N" without sums, then the exact figures on request', async () => {
    const context = await newContext(launched.browser);
    const page = await context.newPage();
    const token = await signIn(page, server, 'admin', '/settleManage/settleList?q=ST');
    const count = page.getByTestId('settlement-count');
    await expect.poll(() => count.textContent()).toMatch(/^≈ \d{1,3}(,\d{3})+$/);
    const totals = page.getByTestId('settlement-totals');
    expect(await totals.textContent()).toContain('—');

    const res = await fetch(`${server.api}/settlements?q=ST&exact=true&pageSize=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const exact = ((await res.json()) as { data: { totals: { count: number } } }).data.totals;
    expect(exact.count).toBe(20_000);
    // The button asks for the totals alone: the list's filters, no page, size or sort.
    const asked = page.waitForRequest((r) =>
      new URL(r.url()).pathname.endsWith('/settlements/totals'),
    );
    await totals.getByRole('button', { name: 'Exact figures' }).click();
    const sent = new URL((await asked).url());
    expect(Object.fromEntries(sent.searchParams)).toEqual({ q: 'ST', exact: 'true' });
    await expect.poll(() => count.textContent()).toBe('20,000');
    await expect.poll(() => totals.textContent()).not.toContain('—');
    await context.close();
  });
});
