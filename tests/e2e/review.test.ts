/**
 * The review queues in real Chromium against a real server: a keyboard-only approval that moves
 * the balance, the maker–checker refusal explained in the UI, and the server refusing an operator.
 */
import { beforeAll, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { describeBrowser, newContext } from './support/browser.ts';
import type { TestServer } from './support/server.ts';
import { useSuite } from './support/suite.ts';
import { signIn } from './support/sign-in.ts';
import {
  api,
  cursorOnFirstRow,
  openConfirm,
  withoutPending,
  type PendingSetUp,
} from './support/reviews.ts';

/** The console's money format, written out independently: 123456 → ¥1,234.56. */
function yuan(fen: number): string {
  const whole = Math.floor(fen / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');
  return `¥${whole}.${String(fen % 100).padStart(2, '0')}`;
}

interface Req {
  id: number;
  accountNo: string;
  amountFen: number;
  status: string;
  kind: string;
  submittedBy: string;
  version: number;
}
interface Account {
  accountNo: string;
  status: string;
  paidFen: number;
}

/** Active deposit accounts and the pending requests, tied by the account number. */
const accountsWithoutRequest: PendingSetUp<Account, Req> = {
  subjects: '/deposits/accounts?status=active&pageSize=100',
  // One call for every pending request, instead of one per account.
  pending: '/deposits/requests?status=pending&pageSize=100',
  subjectKey: (a) => a.accountNo,
  pendingKey: (r) => r.accountNo,
};

async function grid(page: Page) {
  const table = page.getByRole('grid', { name: /Deposit Review/ });
  await table.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 20_000 });
  // Rows of an earlier fetch can show while the filtered one is in flight: wait until it settles.
  await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();
  return table;
}

// The machines running these share two cores with everything else: give the UI time.
vi.setConfig({ testTimeout: 90_000, expect: { poll: { timeout: 15_000, interval: 100 } } });

describeBrowser('review queues', () => {
  const suite = useSuite();
  let server: TestServer;
  let browser: Browser;
  beforeAll(() => {
    ({ server, browser } = suite);
  });

  it('approves a top-up with the keyboard only, and the paid balance rises by its amount', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const token = await signIn(page, server, 'admin');
    const pending = await api<{ items: Req[] }>(
      server,
      token,
      'GET',
      '/deposits/requests?status=pending&kind=top_up&pageSize=50',
    );
    const request = pending.body.data.items.find((r) => r.submittedBy !== 'admin');
    expect(request, 'the demo data has a pending top-up by someone else').toBeTruthy();
    const { accountNo, amountFen } = request!;
    const before = (await api<Account>(server, token, 'GET', `/deposits/accounts/${accountNo}`))
      .body.data;

    await page.goto(`${server.url}/bzjManage/bzjCheckList?kind=top_up&q=${accountNo}`);
    await grid(page);
    // j puts the cursor on the first row, Enter opens it: the drawer shows the current balance.
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect
      .poll(() => drawer.getByTestId('account-figures').textContent(), { timeout: 10_000 })
      .toContain(yuan(before.paidFen));
    // Tab reaches the footer's Reject, Enter asks for a reason; Esc gives the focus back to it.
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe('Reject');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alertdialog').textContent()).toContain(accountNo);
    // Esc once the dialog holds the focus (the moment it is ready for keys, as openConfirm waits).
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="alertdialog"]')))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    await expect.poll(focused).toBe('Reject');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // a asks for confirmation; Enter confirms.
    const confirm = await openConfirm(page, 'a');
    await expect.poll(() => confirm.textContent()).toContain(accountNo);
    await page.keyboard.press('Enter');
    await expect
      .poll(
        () => page.locator('[data-toast-kind]').getByText(`${accountNo} approved`).isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);

    const after = (await api<Account>(server, token, 'GET', `/deposits/accounts/${accountNo}`)).body
      .data;
    expect(after.paidFen).toBe(before.paidFen + amountFen);

    // The account's drawer in the deposit list shows the new balance.
    await page.goto(`${server.url}/bzjManage/bzjList?open=${accountNo}`);
    await expect
      .poll(() => page.getByRole('dialog').textContent(), { timeout: 10_000 })
      .toContain(yuan(after.paidFen));
    await context.close();
  });

  it('refuses an admin deciding their own request, and says why', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const token = await signIn(page, server, 'admin');
    const [target] = await withoutPending(server, token, accountsWithoutRequest);
    expect(target, 'an active account without a pending request').toBeTruthy();
    const submitted = await api<Req>(
      server,
      token,
      'POST',
      `/deposits/accounts/${target!.accountNo}/requests`,
      { kind: 'top_up', amountFen: 12_345 },
    );
    expect(submitted.body.code).toBe(200000);

    await page.goto(`${server.url}/bzjManage/bzjCheckList?q=${target!.accountNo}`);
    const table = await grid(page);
    await expect
      .poll(() => table.locator('tbody tr[data-row-key]').first().textContent())
      .toContain(target!.accountNo);
    // j puts the cursor on the row; a then asks for confirmation.
    await cursorOnFirstRow(page, table);
    const confirm = await openConfirm(page, 'a');
    await expect.poll(() => confirm.textContent()).toContain(target!.accountNo);
    await page.keyboard.press('Enter');
    const refusal = page.getByText(/You cannot decide a request you submitted/);
    await expect
      .poll(
        () =>
          refusal
            .first()
            .textContent({ timeout: 2_000 })
            .catch(() => ''),
        {
          timeout: 15_000,
        },
      )
      .toMatch(/You cannot decide a request you submitted.*another reviewer must decide it/);
    // Esc cancels; the request is still pending and the balance untouched.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    const still = await api<{ items: Req[] }>(
      server,
      token,
      'GET',
      `/deposits/requests?status=pending&accountNo=${target!.accountNo}`,
    );
    expect(still.body.data.items.map((r) => r.id)).toContain(submitted.body.data.id);
    const account = await api<Account>(
      server,
      token,
      'GET',
      `/deposits/accounts/${target!.accountNo}`,
    );
    expect(account.body.data.paidFen).toBe(target!.paidFen);
    await context.close();
  });

  it('decides a selection in one batch and reports each item, refusals explained', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const token = await signIn(page, server, 'admin');
    // The admin's own top-up joins the batch, so one item must be refused by maker-checker.
    const [own, free] = await withoutPending(server, token, accountsWithoutRequest);
    expect(own).toBeTruthy();
    const mine = await api<Req>(
      server,
      token,
      'POST',
      `/deposits/accounts/${own!.accountNo}/requests`,
      { kind: 'top_up', amountFen: 500 },
    );
    expect(mine.body.code).toBe(200000);
    // And one by the operator, which the admin may decide.
    const operatorContext = await newContext(browser);
    const operatorToken = await signIn(await operatorContext.newPage(), server, 'operator');
    await operatorContext.close();
    expect(free).toBeTruthy();
    const theirs = await api<Req>(
      server,
      operatorToken,
      'POST',
      `/deposits/accounts/${free!.accountNo}/requests`,
      { kind: 'top_up', amountFen: 700 },
    );
    expect(theirs.body.code).toBe(200000);
    const other = theirs.body.data;

    await page.goto(`${server.url}/bzjManage/bzjCheckList?kind=top_up`);
    const table = await grid(page);
    // x selects the row under the cursor; move to each of the two rows and select it.
    const keys = await table
      .locator('tbody tr[data-row-key]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')));
    for (const id of [String(mine.body.data.id), String(other.id)]) {
      const index = keys.indexOf(id);
      expect(index, `request ${id} is listed`).toBeGreaterThanOrEqual(0);
      await table.locator(`tr[data-row-key="${id}"] td`).nth(1).click();
      await page.keyboard.press('x');
    }
    await expect
      .poll(() => page.getByRole('button', { name: /Approve selected \(2\)/ }).count())
      .toBe(1);
    const confirm = await openConfirm(page, 'a');
    await expect.poll(() => confirm.textContent()).toContain('2 items');
    await page.keyboard.press('Enter');

    const results = page.getByRole('dialog', { name: 'Batch decision' });
    await expect
      .poll(() => results.textContent(), { timeout: 10_000 })
      .toContain('1 decided, 1 refused');
    const refused = results.locator('li', { hasText: own!.accountNo });
    expect(await refused.textContent()).toMatch(/another reviewer must decide it/);
    const decided = await api<{ items: Req[] }>(
      server,
      token,
      'GET',
      `/deposits/requests?accountNo=${other.accountNo}&status=approved`,
    );
    expect(decided.body.data.items.map((r) => r.id)).toContain(other.id);
    await context.close();
  });

  it('has the server refuse review calls from a user (operator)', async () => {
    const adminContext = await newContext(browser);
    const adminToken = await signIn(await adminContext.newPage(), server, 'admin');
    const pending = await api<{ items: Req[] }>(
      server,
      adminToken,
      'GET',
      '/deposits/requests?status=pending&pageSize=1',
    );
    const request = pending.body.data.items[0];
    expect(request).toBeTruthy();
    await adminContext.close();

    const context = await newContext(browser);
    const page = await context.newPage();
    const token = await signIn(page, server, 'operator');
    for (const [method, path, body] of [
      ['GET', '/deposits/requests?status=pending', undefined],
      ['POST', `/deposits/requests/${request.id}/approve`, { version: request.version }],
      [
        'POST',
        `/deposits/requests/${request.id}/reject`,
        { version: request.version, reason: 'no' },
      ],
      [
        'POST',
        '/deposits/requests/decide',
        { decision: 'approve', items: [{ id: request.id, version: request.version }] },
      ],
      ['GET', '/merchants/reviews?status=pending', undefined],
    ] as const) {
      const res = await api(server, token, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code, `${method} ${path}`).toBe(403100);
    }
    // The request was not decided by the refused calls.
    const check = await api<{ items: Req[] }>(
      server,
      adminToken,
      'GET',
      `/deposits/requests?status=pending&accountNo=${request.accountNo}`,
    );
    expect(check.body.data.items.map((r) => r.id)).toContain(request.id);

    // And the console offers an operator no review queue.
    await page.goto(`${server.url}/bzjManage/bzjCheckList`);
    // The guard sends a route outside the operator's menu to not-found.
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
      .not.toBe('/bzjManage/bzjCheckList');
    expect(await page.getByRole('grid', { name: /Deposit Review/ }).count()).toBe(0);
    await context.close();
  });
});
