/**
 * The change-review queues in real Chromium against a real server: one admin changes an
 * organisation's bank account, the maker is refused in the queue, a second admin approves it with
 * the keyboard and the organisation shows the new account; a change rejected with a reason; and an
 * operator is offered no queue (menu, palette) and turned away on its URL.
 */
import { beforeAll, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { describeBrowser, newContext } from './support/browser.ts';
import type { TestServer } from './support/server.ts';
import { useSuite } from './support/suite.ts';
import { signIn } from './support/sign-in.ts';
import {
  decideFirstRow,
  grid,
  orgsWithoutReview,
  submitBankChange,
  type Org,
  type Review,
} from './support/change-reviews.ts';
import { api, cursorOnFirstRow, openConfirm, withoutPending } from './support/reviews.ts';

vi.setConfig({ testTimeout: 120_000, expect: { poll: { timeout: 15_000, interval: 100 } } });

describeBrowser('change-review queues', () => {
  const suite = useSuite();
  let server: TestServer;
  let browser: Browser;
  beforeAll(() => {
    ({ server, browser } = suite);
  });

  it('a second admin approves a bank-account change the first filed; the maker is refused', async () => {
    const makerContext = await newContext(browser);
    const maker = await makerContext.newPage();
    const adminToken = await signIn(maker, server, 'admin');
    const { org, review } = await submitBankChange(server, adminToken, '6222020000004321');
    const maskedTo = String(review.changes.bankAccount.to);
    expect(maskedTo).not.toContain('6222020000004321');

    // The maker sees the change in the queue, from → to as masked by the server, and is refused.
    await maker.goto(`${server.url}/allotManage/orgReviewList?q=${org.code}`);
    const table = await grid(maker);
    const row = table.locator(`tr[data-row-key="${review.id}"]`);
    await expect.poll(() => row.textContent()).toContain(maskedTo);
    expect(await row.textContent()).toContain(String(review.changes.bankAccount.from));
    expect(await row.textContent()).toContain('admin');
    const own = await decideFirstRow(maker, 'a');
    await maker.keyboard.press('Enter');
    await expect
      .poll(() => own.getByRole('alert').textContent(), { timeout: 15_000 })
      .toMatch(/another reviewer must decide it/);
    await maker.keyboard.press('Escape');
    await makerContext.close();

    // The second admin opens it (Enter), reads what changes, and approves with the keyboard.
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, server, 'reviewer', `/allotManage/orgReviewList?q=${org.code}`);
    await cursorOnFirstRow(page, await grid(page));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect
      .poll(() => drawer.locator('[data-change-field="bankAccount"]').textContent())
      .toBe(
        // Field, from, to.
        `Bank account${String(review.changes.bankAccount.from) || '—'}${maskedTo}`,
      );
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const confirm = await decideFirstRow(page, 'a');
    expect(await confirm.textContent()).toContain(org.code);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('[data-toast-kind]').getByText(`${org.code} approved`).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);

    const after = (await api<Org>(server, adminToken, 'GET', `/orgs/${org.id}`)).body.data;
    expect(after.bankAccount).toMatch(/4321$/);
    expect(after.bankAccount).not.toBe(org.bankAccount);
    // The organisation's panel shows the new account.
    await page.goto(`${server.url}/allotManage/structureList?open=${org.id}`);
    await expect
      .poll(() => page.locator('main').textContent(), { timeout: 15_000 })
      .toContain(after.bankAccount);
    await context.close();
  });

  it('rejects a change with a reason (required); the account stays as it was', async () => {
    const adminContext = await newContext(browser);
    const adminToken = await signIn(await adminContext.newPage(), server, 'admin');
    await adminContext.close();
    const { org, review } = await submitBankChange(server, adminToken, '6222020000008765', 1);

    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, server, 'reviewer', `/allotManage/orgReviewList?q=${org.code}`);
    const confirm = await decideFirstRow(page, 'r');
    // Enter without a reason is refused by the form.
    await page.keyboard.press('Enter');
    await expect.poll(() => confirm.getByText('Please enter a reason').isVisible()).toBe(true);
    expect(
      (await api<{ items: Review[] }>(server, adminToken, 'GET', `/orgs/reviews?q=${org.code}`))
        .body.data.items[0].status,
    ).toBe('pending');
    await confirm.getByRole('textbox').fill('账号与开户许可证不符');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('[data-toast-kind]').getByText(`${org.code} rejected`).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);

    const decided = await api<{ items: Review[] }>(
      server,
      adminToken,
      'GET',
      `/orgs/reviews?status=rejected&q=${org.code}`,
    );
    const rejected = decided.body.data.items.find((r) => r.id === review.id);
    expect(rejected).toMatchObject({ reason: '账号与开户许可证不符', decidedBy: 'reviewer' });
    expect(
      (await api<Org>(server, adminToken, 'GET', `/orgs/${org.id}`)).body.data.bankAccount,
    ).toBe(org.bankAccount);
    // The rejected filter lists it with its reason.
    await page.goto(`${server.url}/allotManage/orgReviewList?status=rejected&q=${org.code}`);
    await expect
      .poll(() => page.locator(`tr[data-row-key="${review.id}"]`).textContent())
      .toContain('账号与开户许可证不符');
    await context.close();
  });

  it('a decision on a stale read is refused with the catalogue message and the list reloads', async () => {
    const operatorContext = await newContext(browser);
    const operatorToken = await signIn(await operatorContext.newPage(), server, 'operator');
    await operatorContext.close();
    const adminContext = await newContext(browser);
    const adminToken = await signIn(await adminContext.newPage(), server, 'admin');
    await adminContext.close();
    const { org, review } = await submitBankChange(
      server,
      operatorToken,
      '6222020000005555',
      2,
      adminToken,
    );

    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, server, 'reviewer', `/allotManage/orgReviewList?q=${org.code}`);
    await grid(page);
    // Another admin decides it after this page read it.
    const other = await api(server, adminToken, 'POST', `/orgs/reviews/${review.id}/approve`, {
      version: 1,
    });
    expect(other.body.code).toBe(200000);

    const confirm = await decideFirstRow(page, 'a');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => confirm.getByRole('alert').textContent(), { timeout: 15_000 })
      .toMatch(/Another reviewer decided it first/);
    await page.keyboard.press('Escape');
    // The reloaded pending list no longer has it.
    await expect
      .poll(() => page.locator(`tr[data-row-key="${review.id}"]`).count(), { timeout: 15_000 })
      .toBe(0);
    await context.close();
  });

  it('after a share change the toast takes an admin to the review in the queue', async () => {
    const { context, page } = await suite.signedIn('reviewer');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const free = await withoutPending<
      Org & { settlementTarget: boolean; shareBp: number; parentId: number | null },
      Review
    >(server, token!, orgsWithoutReview);
    const org = free.find((o) => o.parentId !== null && o.settlementTarget && o.shareBp >= 200);
    expect(org, 'a settlement target without a pending review').toBeTruthy();
    await page.goto(`${server.url}/allotManage/structureList?open=${org!.id}`);
    await page.getByRole('button', { name: 'Edit share' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Share of ${org!.name}` });
    await dialog.getByLabel(/Share \(%\)/).fill('1');
    await page.keyboard.press('Enter');
    const open = page.getByRole('button', { name: 'Open the review queue' });
    await expect.poll(() => open.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText(/waits for a second administrator/).count()).toBeGreaterThan(0);
    await open.click();
    await page.waitForURL(/\/allotManage\/orgReviewList\?open=\d+/);
    const drawer = page.getByRole('dialog');
    await expect
      .poll(() => drawer.locator('[data-change-field="shareBp"]').textContent())
      .toMatch(/Share.*%1%$/);
    await context.close();
  });

  it('a second admin approves an admin-role grant in its own queue', async () => {
    const adminContext = await newContext(browser);
    const adminToken = await signIn(await adminContext.newPage(), server, 'admin');
    await adminContext.close();
    const users = await api<{
      items: { id: number; username: string; role: string; version: number }[];
    }>(server, adminToken, 'GET', '/users?role=user&pageSize=100');
    const user = users.body.data.items.find((u) => u.username !== 'operator');
    expect(user, 'a user who is not an admin').toBeTruthy();
    const promoted = await api<{ role: string; pendingReview: Review | null }>(
      server,
      adminToken,
      'PUT',
      `/users/${user!.id}`,
      { version: user!.version, role: 'admin' },
    );
    expect(promoted.body.data.role).toBe('user');
    const review = promoted.body.data.pendingReview!;
    expect(review.changes.role).toEqual({ from: 'user', to: 'admin' });

    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, server, 'reviewer', `/sysSettings/adminGrantList?q=${user!.username}`);
    const table = page.getByRole('grid', { name: /Admin Grants/ });
    const row = table.locator(`tr[data-row-key="${review.id}"]`);
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain('Operator');
    expect(await row.textContent()).toContain('Administrator');
    await cursorOnFirstRow(page, table);
    const confirm = await openConfirm(page, 'a');
    expect(await confirm.textContent()).toContain('Role: Operator → Administrator');
    await page.keyboard.press('Enter');
    await expect
      .poll(
        () => page.locator('[data-toast-kind]').getByText(`${user!.username} approved`).isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true);
    const after = await api<{ role: string }>(server, adminToken, 'GET', `/users/${user!.id}`);
    expect(after.body.data.role).toBe('admin');
    await context.close();
  });

  it('offers an operator no queue: not in the menu or the palette, turned away on the URL', async () => {
    /** The names under the Profit Sharing and System Settings groups, both opened. */
    const menuText = async (page: Page) => {
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      for (const group of ['Profit Sharing', 'System Settings']) {
        const button = menu.getByRole('button', { name: group });
        if ((await button.count()) && (await button.getAttribute('aria-expanded')) === 'false')
          await button.click();
      }
      return menu.textContent();
    };
    const { context, page } = await suite.signedIn('operator', '/allotManage/structureList');
    await expect.poll(() => menuText(page)).toContain('Structure');
    expect(await menuText(page)).not.toContain('Routing Review');
    expect(await menuText(page)).not.toContain('Admin Grants');
    await page.keyboard.press('Control+k');
    await page.locator('[cmdk-input]').fill('Routing Review');
    await expect
      .poll(() => page.locator('[cmdk-item]', { hasText: 'Routing Review' }).count())
      .toBe(0);
    await page.keyboard.press('Escape');
    for (const path of ['/allotManage/orgReviewList', '/sysSettings/adminGrantList']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(/\/not-found(\?|$)/, { timeout: 30_000 });
      expect(await page.getByRole('grid').count()).toBe(0);
    }
    await context.close();

    // An admin has both, in the menu and in the palette.
    const admin = await suite.signedIn('reviewer', '/allotManage/structureList');
    await expect.poll(() => menuText(admin.page)).toContain('Routing Review');
    expect(await menuText(admin.page)).toContain('Admin Grants');
    await admin.page.keyboard.press('Control+k');
    await admin.page.locator('[cmdk-input]').fill('Routing Review');
    await expect
      .poll(() => admin.page.locator('[cmdk-item]', { hasText: 'Routing Review' }).count())
      .toBeGreaterThan(0);
    await admin.context.close();
  });
});
