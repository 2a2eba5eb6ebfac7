/**
 * The record dialogs' form behaviour in real Chromium: when a field's rule message shows (after a
 * submit attempt, or while typing where the form says so), and that a valid form is sent and
 * closes with its notice.
 */
import { expect, it } from 'vitest';
import { describeBrowser } from './support/browser.ts';
import { useSuite } from './support/suite.ts';

describeBrowser('record dialogs', () => {
  const suite = useSuite();

  it('onboarding shows an edited field’s rule at once and the untouched ones after OK', async () => {
    const { context, page } = await suite.signedIn('admin', '/bzjMerchantManage/bzjMerchantList');
    await page.getByRole('button', { name: 'Onboard merchant' }).first().click();
    const form = page.getByRole('dialog', { name: 'Onboard merchant' });
    await form.getByLabel('Contact phone').fill('123');
    await expect
      .poll(() => form.getByText('Invalid mainland mobile number').isVisible())
      .toBe(true);
    expect(await form.getByText('This field is required').count()).toBe(0);
    await form.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => form.getByText('This field is required').count()).toBeGreaterThan(1);
    await context.close();
  });

  it('a new organisation shows its rules only after OK, then is created', async () => {
    const { context, page } = await suite.signedIn('admin', '/allotManage/structureList');
    await page.getByRole('button', { name: 'New top-level organisation' }).click();
    const form = page.getByRole('dialog', { name: 'New top-level organisation' });
    await form.getByLabel('Code').fill('bad code!');
    expect(await form.getByText('This field is required').count()).toBe(0);
    await form.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => form.getByText('This field is required').count()).toBeGreaterThan(0);
    await form.getByLabel('Code').fill('E2E-DIALOG');
    await form.getByLabel('Name').fill('E2E dialog org');
    await form.getByLabel('Settlement bank account').fill('6222021234567890');
    await form.getByRole('button', { name: 'OK' }).click();
    // Created at once, or waiting for a second admin's review of its bank account.
    await expect
      .poll(() =>
        page
          .getByText(/E2E dialog org/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => form.isVisible()).toBe(false);
    await context.close();
  });
});
