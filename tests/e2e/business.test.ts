/**
 * Business forms and actions in real Chromium against a real server: a deposit request typed in
 * yuan (refused locally when malformed or over the limit), credit-code validation on the
 * institution form, the admin-only reveal of masked data, and settlement totals with the admin retry.
 */
import { beforeAll, expect, it, vi } from 'vitest';
import type { Browser } from 'playwright-core';
import { describeBrowser, newContext } from './support/browser.ts';
import type { TestServer } from './support/server.ts';
import { useSuite } from './support/suite.ts';
import { signIn } from './support/sign-in.ts';

interface Envelope<T> {
  code: number;
  data: T;
}

async function get<T>(server: TestServer, token: string, path: string): Promise<T> {
  const res = await fetch(`${server.api}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as Envelope<T>).data;
}

interface Account {
  accountNo: string;
  availableFen: number;
  status: string;
}

// The machines running these share two cores with everything else: give the UI time.
vi.setConfig({ testTimeout: 90_000, expect: { poll: { timeout: 15_000, interval: 100 } } });

describeBrowser('business screens', () => {
  const suite = useSuite();
  let server: TestServer;
  let browser: Browser;
  beforeAll(() => {
    ({ server, browser } = suite);
  });

  it('submits a refund typed in yuan, refusing malformed and over-limit amounts first', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const token = await signIn(page, server, 'operator');
    const { items } = await get<{ items: Account[] }>(
      server,
      token,
      '/deposits/accounts?status=active&pageSize=100',
    );
    let account: Account | undefined;
    for (const a of items.filter((x) => x.availableFen > 200)) {
      // Operators cannot read the review queue; the account's own detail lists its requests.
      const detail = await get<{ requests: { status: string }[] }>(
        server,
        token,
        `/deposits/accounts/${a.accountNo}`,
      );
      if (!detail.requests.some((r) => r.status === 'pending')) {
        account = a;
        break;
      }
    }
    expect(account, 'an active account with an available balance').toBeTruthy();

    await page.goto(`${server.url}/bzjManage/bzjList?open=${account!.accountNo}`);
    const drawer = page.getByRole('dialog', { name: account!.accountNo });
    await drawer.getByRole('button', { name: 'Refund' }).click();
    const form = page.getByRole('dialog', { name: new RegExp(`Refund · ${account!.accountNo}`) });
    const amount = form.getByLabel('Amount (yuan)');

    await amount.fill('12.345');
    await expect
      .poll(() => form.getByText('Enter an amount in yuan with at most two decimals').isVisible())
      .toBe(true);
    const over = account!.availableFen + 100;
    await amount.fill(`${Math.floor(over / 100)}.${String(over % 100).padStart(2, '0')}`);
    await expect
      .poll(() => form.getByText('The amount exceeds the available balance').isVisible())
      .toBe(true);

    await amount.fill('1.01');
    await form.getByRole('button', { name: 'Submit for review' }).click();
    await expect
      .poll(
        () =>
          page
            .locator('[data-toast-kind]')
            .getByText('Refund request submitted for review')
            .isVisible(),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);

    const detail = await get<{
      requests: { kind: string; amountFen: number; status: string; submittedBy: string }[];
    }>(server, token, `/deposits/accounts/${account!.accountNo}`);
    const refund = detail.requests.find((r) => r.kind === 'refund' && r.status === 'pending');
    expect(refund).toMatchObject({ amountFen: 101, submittedBy: 'operator' });
    await expect
      .poll(() => drawer.getByText('A request is waiting for review').isVisible())
      .toBe(true);
    await context.close();
  });

  it('checks the credit code on the institution form before sending it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, server, 'admin', '/businessManage/businessList');
    await page.getByRole('button', { name: 'New institution' }).first().click();
    const form = page.getByRole('dialog', { name: 'New institution' });
    await form.getByLabel('Unified social credit code').fill('91350100M000100Y44');
    await form.getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(() => form.getByText('Invalid unified social credit code').isVisible())
      .toBe(true);
    await expect.poll(() => form.getByText('This field is required').count()).toBeGreaterThan(0);
    // A code with a correct GB 32100 check character passes that rule.
    await form.getByLabel('Unified social credit code').fill('91350100M000100Y43');
    await expect.poll(() => form.getByText('Invalid unified social credit code').count()).toBe(0);
    await context.close();
  });

  it('lets an admin reveal a masked ID number, and logs it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const token = await signIn(page, server, 'admin');
    const { items } = await get<{ items: { merchantNo: string; idNo: string }[] }>(
      server,
      token,
      '/merchants?pageSize=1',
    );
    const merchant = items[0];
    await page.goto(`${server.url}/bzjMerchantManage/bzjMerchantList?open=${merchant.merchantNo}`);
    const drawer = page.getByRole('dialog');
    const idNo = drawer.locator('[data-field="idNo"]');
    await expect.poll(() => idNo.textContent(), { timeout: 10_000 }).toBe(merchant.idNo);
    expect(merchant.idNo).toContain('*');
    await drawer.getByRole('button', { name: 'Reveal' }).first().click();
    await expect.poll(() => idNo.textContent()).toMatch(/^\d{17}[\dX]$/);

    const logs = await get<{ items: { action: string; target: string; username: string }[] }>(
      server,
      token,
      '/logs?pageSize=20',
    );
    expect(
      logs.items.some(
        (l) =>
          l.action === 'reveal' && l.username === 'admin' && l.target.includes(merchant.merchantNo),
      ),
    ).toBe(true);
    await context.close();
  });

  it('shows settlement totals for the filter and lets an admin retry a failed one', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const token = await signIn(page, server, 'admin', '/settleManage/settleList?status=failed');
    const grid = page.getByRole('grid', { name: 'Settlement List' });
    await grid.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 20_000 });
    const failed = await get<{
      total: number;
      totals: { count: number };
      items: { settlementNo: string }[];
    }>(server, token, '/settlements?status=failed');
    const totals = page.getByTestId('settlement-totals');
    await expect.poll(() => totals.textContent()).toContain(String(failed.totals.count));

    const no = failed.items[0].settlementNo;
    await grid.locator(`tr[data-row-key="${no}"]`).dblclick();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Retry' }).click();
    await expect
      .poll(
        () => page.locator('[data-toast-kind]').getByText(`${no} is pending again`).isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);
    const after = await get<{ status: string }>(server, token, `/settlements/${no}`);
    expect(after.status).toBe('pending');

    // That toast came while the drawer was open, so Radix keeps it above the drawer's layer; Esc
    // with the focus in the drawer is still the drawer's, and the toast stays (the pointer on it
    // holds its 5 s timer).
    const done = page.locator('[data-toast-kind]').getByText(`${no} is pending again`);
    await done.hover();
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await done.isVisible()).toBe(true);
    await context.close();
  });
});
