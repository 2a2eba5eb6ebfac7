/**
 * Issue 21's insider takeover, driven through the console in real Chromium: admin A opens admin
 * B's drawer and changes B's phone, then resets B's password. Each time the console says the
 * change was filed for review and B's account is unchanged; the review offers A (its maker) and B
 * (its subject) no Approve, and the server refuses them when forced (403101 / 403102); a third
 * administrator approves the phone change in the console and only then does B's phone change.
 *
 * On code without maker–checker the PUT and the reset apply at once: no `pendingReview`, so the
 * "waits for a second administrator" toast never shows and B's phone and password change in the
 * first step — both asserted below.
 */
import { expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './support/browser.ts';
import { api } from './support/reviews.ts';
import { useSuite } from './support/suite.ts';

vi.setConfig({ expect: { poll: { timeout: 15_000, interval: 100 } } });

interface User {
  id: number;
  username: string;
  phone: string;
  version: number;
}
interface Review {
  id: number;
  version: number;
  status: string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

/** The toast that says the change waits for review; its button opens the review in the queue. */
async function openFiledReview(page: Page): Promise<number> {
  const toast = page.locator('[data-toast-kind]', { hasText: 'waits for a second administrator' });
  await expect.poll(() => toast.isVisible()).toBe(true);
  await toast.getByText('Open the review queue').click();
  await page.waitForURL(/\/sysSettings\/adminGrantList\?open=\d+/);
  return Number(new URL(page.url()).searchParams.get('open'));
}

/** The review's drawer as `page` sees it: what changes, and whether Approve is offered. */
async function reviewDrawer(page: Page, field: string) {
  const drawer = page.getByRole('dialog');
  await expect.poll(() => drawer.locator(`[data-change-field="${field}"]`).count()).toBe(1);
  return drawer;
}

describeBrowser('the insider takeover through the console', () => {
  const suite = useSuite();

  it('A files B’s phone and password; neither A nor B can approve; a third admin approves', async () => {
    const a = await suite.signedIn('admin');
    const aToken = await tokenOf(a.page);
    const bSession = await suite.signedIn('reviewer');
    const bToken = await tokenOf(bSession.page);
    const list = await api<{ items: User[] }>(suite.server, aToken, 'GET', '/users?q=reviewer');
    const b = list.body.data.items.find((u) => u.username === 'reviewer')!;
    const bNow = async () =>
      (await api<User>(suite.server, aToken, 'GET', `/users/${b.id}`)).body.data;

    // A opens B's drawer and edits B's phone.
    await a.page.goto(`${suite.server.url}/sysSettings/userMmanage?open=${b.id}`);
    const drawer = a.page.getByRole('dialog', { name: /reviewer/ });
    await drawer.getByRole('button', { name: 'Edit' }).click();
    const edit = a.page.getByRole('dialog', { name: 'Edit reviewer' });
    await edit.getByLabel('Phone').fill('13900000666');
    await edit.getByRole('button', { name: 'OK' }).click();
    const reviewId = await openFiledReview(a.page);
    // Filed, not applied: B's phone is as it was.
    expect((await bNow()).phone).toBe(b.phone);

    // The maker reads the change but is offered no decision, and the server refuses one.
    const aDrawer = await reviewDrawer(a.page, 'phone');
    // Field, from, to, masked by the server.
    expect(await aDrawer.locator('[data-change-field="phone"]').textContent()).toBe(
      `Phone${b.phone}139****0666`,
    );
    expect(await aDrawer.getByTestId('review-own').textContent()).toBe(
      'You filed this change: another administrator decides it.',
    );
    expect(await aDrawer.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    const path = `/users/reviews/${reviewId}/approve`;
    expect((await api(suite.server, aToken, 'POST', path, { version: 1 })).body.code).toBe(403101);

    // The subject neither.
    await bSession.page.goto(`${suite.server.url}/sysSettings/adminGrantList?open=${reviewId}`);
    const bDrawer = await reviewDrawer(bSession.page, 'phone');
    expect(await bDrawer.getByTestId('review-own').textContent()).toBe(
      'This change is about your account: another administrator decides it.',
    );
    expect(await bDrawer.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect((await api(suite.server, bToken, 'POST', path, { version: 1 })).body.code).toBe(403102);
    await bSession.context.close();

    // A third administrator approves it in the console; then, and only then, the phone changes.
    const c = await suite.signedIn('auditor');
    await c.page.goto(`${suite.server.url}/sysSettings/adminGrantList?open=${reviewId}`);
    const cDrawer = await reviewDrawer(c.page, 'phone');
    await cDrawer.getByRole('button', { name: 'Approve' }).click();
    const confirm = c.page.getByRole('alertdialog');
    expect(await confirm.textContent()).toContain('reviewer');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(() => c.page.locator('[data-toast-kind]').getByText('reviewer approved').isVisible())
      .toBe(true);
    expect((await bNow()).phone).toMatch(/0666$/);

    // A resets B's password in the drawer: filed too, B's session still works.
    await a.page.goto(`${suite.server.url}/sysSettings/userMmanage?open=${b.id}`);
    await a.page
      .getByRole('dialog', { name: /reviewer/ })
      .getByRole('button', { name: 'Reset password' })
      .click();
    const reset = a.page.getByRole('dialog', { name: 'Reset the password of reviewer' });
    await reset.getByLabel(/New password$/).fill('Taken123');
    await reset.getByLabel(/Repeat the new password$/).fill('Taken123');
    await reset.getByRole('button', { name: 'OK' }).click();
    const resetId = await openFiledReview(a.page);
    const aReset = await reviewDrawer(a.page, 'password');
    expect(await aReset.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    const queue = await api<{ items: Review[] }>(
      suite.server,
      aToken,
      'GET',
      '/users/reviews?status=pending&q=reviewer',
    );
    expect(queue.body.data.items.find((r) => r.id === resetId)).toMatchObject({
      status: 'pending',
      changes: { password: { from: '******', to: '******' } },
    });
    expect((await api(suite.server, bToken, 'GET', '/sys/user/info')).body.code).toBe(200000);
    await a.context.close();
    await c.context.close();
  });
});
