/**
 * The template pages' main actions through the command palette (Ctrl+K) in real Chromium: the
 * step form's Next checks the step, the group form's reset brings back the parameters in force,
 * the user setting's Create API token opens its dialog on the Security tab and Change login
 * password focuses its form, Withdraw certification withdraws the one under audit, the basic
 * profile's Change the parameters opens the group form, End other sessions signs the user's other
 * browser out (and is offered only while there is one), and a step only offers what its buttons
 * offer.
 */
import { expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './support/browser.ts';
import { afterSmsCooldown, signInElsewhere, type OtherSession } from './support/sign-in.ts';
import { paletteSearch, useSuite } from './support/suite.ts';

vi.setConfig({ expect: { poll: { timeout: 15_000, interval: 100 } } });

async function settled(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.locator('main [data-loading]').first().waitFor({ state: 'detached' });
}

/** Titles of the palette's "This page" commands for a query. */
async function pageCommands(page: Page, query: string): Promise<string[]> {
  await paletteSearch(page, query);
  return (await page.locator('[cmdk-item]').allTextContents()).map((s) => s.trim());
}

/** Searches the palette, checks the first item is the command, and runs it with Enter. */
async function runCommand(page: Page, title: string): Promise<void> {
  await paletteSearch(page, title);
  const selected = page.locator('[cmdk-item][data-selected="true"]');
  expect(await selected.textContent()).toContain(title);
  await page.keyboard.press('Enter');
  await page.locator('[cmdk-input]').waitFor({ state: 'hidden' });
}

describeBrowser('template pages in the command palette', () => {
  const suite = useSuite();
  // A sign-in of 'reviewer' on a second browser: the other session End other sessions ends. Made
  // first, so the SMS cooldown (the server's SMS_COOLDOWN_SECONDS) has passed when the last test signs in again.
  let other: OtherSession | undefined;

  it('signs reviewer in on a second browser', async () => {
    other = await signInElsewhere(suite.browser, suite.server, 'reviewer');
  });

  it('step form: Next through the palette checks the step; Prev and Submit only on step 2', async () => {
    const { context, page } = await suite.signedIn('admin', '/form/step');
    const main = page.locator('main');
    await settled(page, 'Step Form');
    const offered = await pageCommands(page, 'Step form');
    expect(offered.some((s) => s.includes('Step form: next step'))).toBe(true);
    expect(offered.some((s) => s.includes('Step form: previous step'))).toBe(false);
    await page.keyboard.press('Escape');

    await runCommand(page, 'Step form: next step');
    // Nothing filled: the step stays and every required field says so, as the Next button does.
    await main.getByText('Please enter the activity name').waitFor();
    await main.getByText('Please select the promotion time').waitFor();
    expect(
      await main
        .getByRole('list', { name: 'Form progress' })
        .locator('[aria-current="step"]')
        .textContent(),
    ).toContain('Basic information');
    await context.close();
  });

  it('group form: reset to the current parameters through the palette', async () => {
    const { context, page } = await suite.signedIn('admin', '/form/group');
    const main = page.locator('main');
    await settled(page, 'Group Form');
    const rate = main.getByLabel(/Acquisition frame rate/);
    await expect.poll(() => rate.inputValue()).not.toBe('');
    const inForce = await rate.inputValue();
    const other = inForce === '7' ? '8' : '7';
    await rate.fill(other);
    await expect.poll(() => rate.inputValue()).toBe(other);

    await runCommand(page, 'Group form: reset to the current parameters');
    await expect.poll(() => main.getByLabel(/Acquisition frame rate/).inputValue()).toBe(inForce);
    expect(new URL(page.url()).pathname).toBe('/form/group');
    await context.close();
  });

  it('user setting: Create API token opens its dialog on the Security tab', async () => {
    const { context, page } = await suite.signedIn('admin', '/user/setting');
    await settled(page, 'User Setting');
    await runCommand(page, 'Create API token');
    await page.waitForURL(/\/user\/setting\?tab=security$/);
    const dialog = page.getByRole('dialog', { name: 'Create token' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Change login password focuses the password form's first field.
    await runCommand(page, 'Change login password');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const el = document.activeElement as HTMLInputElement | null;
          return el?.labels?.[0]?.textContent ?? '';
        }),
      )
      .toContain('Current password');
    await context.close();
  });

  it('user setting: Withdraw certification through the palette, offered only while one is under audit', async () => {
    const { context, page } = await suite.signedIn('operator', '/user/setting?tab=certification');
    const grid = page.getByRole('grid', { name: 'Certification records' });
    await grid.getByText('Auditing').waitFor();
    await runCommand(page, 'Withdraw certification');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
    await page.locator('[data-toast-kind]').getByText('The certification was withdrawn').waitFor();
    await grid.getByText('Withdrawn').waitFor();
    const offered = await pageCommands(page, 'Withdraw certification');
    expect(offered.some((s) => s.includes('Withdraw certification'))).toBe(false);
    await context.close();
  });

  it('basic profile: Change the parameters through the palette opens the group form', async () => {
    const { context, page } = await suite.signedIn('admin', '/profile/basic');
    await settled(page, 'Basic Profile');
    await runCommand(page, 'Change the parameters');
    await page.waitForURL(/\/form\/group$/);
    await settled(page, 'Group Form');
    await context.close();
  });

  it('user setting: End other sessions signs the other browser out, then is no longer offered', async () => {
    if (!other) throw new Error('the second sign-in did not run');
    await afterSmsCooldown(suite.server, other.at);
    const { context, page } = await suite.signedIn('reviewer', '/user/setting?tab=security');
    const grid = page.locator('main').getByRole('grid', { name: 'Signed-in sessions' });
    await grid.getByText('This session').waitFor();
    await expect.poll(() => grid.getByRole('button', { name: 'End session' }).count()).toBe(1);

    await runCommand(page, 'End other sessions');
    const ask = page.getByRole('alertdialog', { name: 'End 1 other session?' });
    await ask.getByRole('button', { name: 'End session' }).click();
    await page.locator('[data-toast-kind]').getByText('1 other session ended').waitFor();
    await expect.poll(() => grid.getByRole('button', { name: 'End session' }).count()).toBe(0);
    expect((await pageCommands(page, 'End other sessions')).join('|')).not.toContain(
      'End other sessions',
    );
    await page.keyboard.press('Escape');

    // The ended session is signed out on its next call.
    await other.page.reload();
    await other.page.waitForURL(/\/login/, { timeout: 20_000 });
    await other.context.close();
    await context.close();
  });
});
