import { expect, it } from 'vitest';
import { describeBrowser, newContext } from './support/browser.ts';
import { forgetToken } from './support/sign-in.ts';
import { useSuite } from './support/suite.ts';
import { nextFrames, watchRequests } from './support/frames.ts';

describeBrowser('route guard and session', () => {
  const suite = useSuite();

  it('sends a visitor without a token to login with the route name and query', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/settleManage/settleList?status=failed&page=2`);
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('SettleList');
    expect(url.searchParams.get('status')).toBe('failed');
    expect(url.searchParams.get('page')).toBe('2');
    await context.close();
  });

  it("sends '/' to the first entry of the server menu, the workbench", async () => {
    const { context, page } = await suite.signedIn('admin');
    await page.goto(`${suite.server.url}/`);
    await page.waitForURL(/\/dashboard\/workplace$/);
    await expect.poll(() => page.locator('[data-tab="Workplace"]').count()).toBe(1);
    await context.close();
  });

  it('shows a user no review queue; a denied route says it needs an administrator, an unknown one is not found', async () => {
    const { context, page } = await suite.signedIn('operator');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Deposits' }).click();
    await expect
      .poll(() => nav.getByRole('link', { name: 'Deposit Accounts' }).isVisible())
      .toBe(true);
    expect(await nav.getByRole('link', { name: 'Deposit Review' }).count()).toBe(0);
    expect(await nav.getByRole('button', { name: 'System Settings' }).count()).toBe(0);

    // A page that exists but needs an administrator: the not-found route, saying so (issue 26).
    await page.goto(`${suite.server.url}/bzjManage/bzjCheckList`);
    await page.waitForURL(/\/not-found\?denied=BzjCheckList$/);
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'This page needs an administrator' }).isVisible(),
      )
      .toBe(true);

    // An unmatched path shows the not-found page where it is.
    await page.goto(`${suite.server.url}/no/such/page`);
    await expect.poll(() => page.getByText('Whoops, this page is gone.').isVisible()).toBe(true);

    // The server refuses the review queue for a user whatever the browser shows.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const res = await fetch(`${suite.server.api}/deposits/requests`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(403);
    await context.close();
  });

  it("opens one 'Confirm exit' however many requests fail, then goes back to login", async () => {
    const { context, page } = await suite.signedIn('reviewer', '/bzjManage/bzjList');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // Revoke the session on the server with the same token.
    const out = await fetch(`${suite.server.api}/sys/user/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(out.ok).toBe(true);
    forgetToken(suite.server, 'reviewer');
    const requests = watchRequests(page);
    // Several requests fail together: the list refresh and the message box.
    // Dispatched clicks: the first failure's dialog must not stop the second request going out.
    // The event stream may have reported the ended session first: its dialog then hides the page
    // from the accessibility tree, so the buttons are found hidden or not.
    await Promise.all([
      page
        .locator('main')
        .getByRole('button', { name: 'Refresh', includeHidden: true })
        .first()
        .dispatchEvent('click'),
      page
        .locator('header')
        .getByRole('button', { name: /^Messages/, includeHidden: true })
        .dispatchEvent('click'),
    ]);
    const dialogs = page.getByRole('alertdialog');
    await expect.poll(() => dialogs.count()).toBe(1);
    await expect.poll(() => dialogs.first().textContent()).toMatch(/Confirm exit.*log in again/s);
    // Both failed answers have come and are drawn: still the one dialog.
    await expect.poll(requests.inFlight, { timeout: 10_000 }).toBe(0);
    await nextFrames(page);
    expect(await dialogs.count()).toBe(1);
    await dialogs.getByRole('button', { name: 'Login again' }).click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });
});
