/**
 * What the console says when things happen: money in event text goes through the money formatter,
 * and a failed menu load is announced by exactly one toast (the closable 'menuNotice').
 */
import { expect, it } from 'vitest';
import { describeBrowser, newContext } from './support/browser.ts';
import { signIn } from './support/sign-in.ts';
import { useSuite } from './support/suite.ts';
import { animationsDone, nextFrames, watchRequests } from './support/frames.ts';

interface Provider {
  providerMerchantNo: string;
  bindingStatus: string;
  balanceFen: number;
}

describeBrowser('notices and money in text', () => {
  const suite = useSuite();

  it('formats synced balances in the provider drawer as money, never raw fen', async () => {
    const { context, page } = await suite.signedIn('admin', '/', { locale: 'zh-CN' });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const res = await fetch(
      `${suite.server.api}/provider-merchants?bindingStatus=bound&pageSize=50`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    const items = ((await res.json()) as { data: { items: Provider[] } }).data.items;
    const provider = items.find((p) => p.balanceFen >= 100_000);
    expect(provider, 'the seed has a bound provider merchant with a balance').toBeTruthy();
    await page.goto(
      `${suite.server.url}/bzjMerchantManage/pinganMerchantList?open=${provider!.providerMerchantNo}`,
    );
    const events = page.getByRole('list', { name: '事件记录' });
    await events.waitFor({ timeout: 20_000 });
    const text = (await events.textContent()) ?? '';
    const yuan = (provider!.balanceFen / 100).toLocaleString('en-US', {
      minimumFractionDigits: 2,
    });
    expect(text).toContain(`余额 ¥${yuan}`);
    expect(text).not.toMatch(/\d{3,} ?分/);
    // The seed's syncs of one account happened at different times (they once shared a second).
    const syncs = events.getByRole('listitem').filter({ hasText: '余额同步' });
    const stamps = await syncs.locator('time').allTextContents();
    expect(stamps.length).toBeGreaterThanOrEqual(2);
    expect(new Set(stamps).size).toBe(stamps.length);
    await context.close();
  });

  it('shows one toast, the menu notice, when the menu fails to load', async () => {
    const context = await newContext(suite.browser, { locale: 'en-US' });
    await context.route('**/qy-sla-admin-api/sys/user/menu', (route) => route.abort('failed'));
    const page = await context.newPage();
    const requests = watchRequests(page);
    await signIn(page, suite.server, 'admin');
    const toasts = page.locator('[data-toast-id]');
    await toasts.first().waitFor({ timeout: 10_000 });
    // Every answer that could still toast has come and is drawn: only then count.
    await expect.poll(requests.inFlight, { timeout: 10_000 }).toBe(0);
    await nextFrames(page);
    await animationsDone(page);
    expect(await toasts.count()).toBe(1);
    expect(await toasts.first().getAttribute('data-toast-id')).toBe('menuNotice');
    await context.close();
  });
});
