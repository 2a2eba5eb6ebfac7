/**
 * User Info and User Setting in real Chromium against a real server: the user menu lands on them,
 * they render the signed-in user's data, the profile saves (validated as you type), the
 * certification withdraws, the password changes under the seed's rule (an administrator also
 * proves the current phone) and other sessions end.
 */
import { expect, it, vi } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { describeBrowser } from './support/browser.ts';
import { afterSmsCooldown, signInElsewhere, type OtherSession } from './support/sign-in.ts';
import { useSuite } from './support/suite.ts';

vi.setConfig({ expect: { poll: { timeout: 15_000, interval: 100 } } });

describeBrowser('user info and user setting', () => {
  const suite = useSuite();
  // A separate sign-in of 'reviewer': the other session the password change should end. Made
  // first, so the SMS cooldown (the server's SMS_COOLDOWN_SECONDS) has passed when the test signs reviewer in again.
  let other: OtherSession | undefined;

  it('signs reviewer in on a second browser', async () => {
    other = await signInElsewhere(suite.browser, suite.server, 'reviewer');
  });

  it('opens User Info and User Setting from the user menu, with the user’s own data', async () => {
    const { context, page } = await suite.signedIn('operator');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'User Center' }).click();
    await page.waitForURL(/\/user\/info$/);
    const main = page.locator('main');
    await main.getByText('operator@qy-sla.example.com').waitFor();
    await main.getByRole('tab', { name: 'Project' }).click();
    expect(await main.getByRole('list', { name: 'Project' }).getByRole('listitem').count()).toBe(6);
    await main.getByRole('tab', { name: 'Team' }).click();
    await main.getByText('启元结算科技有限公司').waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'User Settings' }).click();
    await page.waitForURL(/\/user\/setting$/);
    await main.getByLabel('Nickname').waitFor();
    await context.close();
  });

  it('validates the profile as you type and saves it', async () => {
    const { context, page } = await suite.signedIn('operator', '/user/setting');
    const main = page.locator('main');
    const nickname = main.getByLabel('Nickname');
    await expect.poll(() => nickname.inputValue()).toBe('operator');
    await nickname.fill('');
    await main.getByText('This field is required').first().waitFor();
    await main.getByLabel('Email').fill('not-an-email');
    await expect.poll(() => main.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await main.getByLabel('Personal profile').fill('word '.repeat(201));
    await main.getByText('At most 200 words').waitFor();
    await main.getByRole('button', { name: 'Save' }).click();
    // Nothing is sent while a rule fails.
    expect(
      await page.locator('[data-toast-kind]').getByText('Your settings are saved').count(),
    ).toBe(0);

    await nickname.fill('小操');
    await main.getByLabel('Email').fill('ops@example.com');
    await main.getByLabel('Personal profile').fill('Runs the settlement desk.');
    await main.getByLabel('Country / region').selectOption('Japan');
    await main.getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-toast-kind]').getByText('Your settings are saved').waitFor();
    await page.reload();
    await expect.poll(() => main.getByLabel('Nickname').inputValue()).toBe('小操');
    expect(await main.getByLabel('Email').inputValue()).toBe('ops@example.com');
    expect(await main.getByLabel('Country / region').inputValue()).toBe('Japan');
    await context.close();
  });

  it('withdraws a certification under audit', async () => {
    const { context, page } = await suite.signedIn('operator', '/user/setting?tab=certification');
    const grid = page.getByRole('grid', { name: 'Certification records' });
    await grid.getByText('Auditing').waitFor();
    await grid.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
    await page.locator('[data-toast-kind]').getByText('The certification was withdrawn').waitFor();
    await grid.getByText('Withdrawn').waitFor();
    expect(await grid.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    await context.close();
  });

  it('has no serious or critical axe violation in light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const [path, title] of [
        ['/user/info', 'User Info'],
        ['/user/setting', 'User Setting'],
        ['/user/setting?tab=security', 'User Setting'],
      ]) {
        const { context, page } = await suite.signedIn('admin', path, { theme });
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await page.locator('main [data-loading]').first().waitFor({ state: 'detached' });
        expect(await seriousViolations(page), `${theme} ${path}`).toEqual([]);
        await context.close();
      }
    }
  });
  it('changes the password under the seed’s rule and ends another session', async () => {
    if (!other) throw new Error('the second sign-in did not run');
    const otherPage = other.page;
    await afterSmsCooldown(suite.server, other.at);
    const { context, page } = await suite.signedIn('reviewer', '/user/setting?tab=security');
    const main = page.locator('main');
    const grid = main.getByRole('grid', { name: 'Signed-in sessions' });
    await grid.getByText('This session').waitFor();
    await expect.poll(() => grid.getByRole('button', { name: 'End session' }).count()).toBe(1);

    const newPassword = main.getByLabel(/^\*?New password$/);
    await main.getByLabel('Current password').fill('wrong-one');
    await newPassword.fill('short');
    await expect.poll(() => newPassword.getAttribute('aria-invalid')).toBe('true');
    expect(await main.locator('p.text-danger', { hasText: 'At least 6 characters' }).count()).toBe(
      1,
    );
    await newPassword.fill('Better123');
    await main.getByLabel('Confirm the new password').fill('Better123');
    await main.getByRole('button', { name: 'Change password' }).click();
    await main.getByText('The current password is wrong').waitFor();

    await main.getByLabel('Current password').fill('Reviewer123');
    await main.getByRole('button', { name: 'Change password' }).click();
    // reviewer is an administrator: the server asks for a code sent to the current phone too.
    const proof = main.getByLabel(/^\*?Code sent to your current phone$/);
    await proof.waitFor();
    const since = Date.now();
    await main.getByRole('button', { name: 'Send code to my phone' }).click();
    await proof.fill(await suite.server.smsCode('reviewer', since));
    await main.getByRole('button', { name: 'Change password' }).click();
    await page
      .locator('[data-toast-kind]')
      .getByText('Password changed; 1 other session ended')
      .waitFor();
    await expect.poll(() => grid.getByRole('button', { name: 'End session' }).count()).toBe(0);
    // The ended session is signed out on its next call.
    await otherPage.reload();
    await otherPage.waitForURL(/\/login/, { timeout: 20_000 }).catch(async () => {
      await otherPage.getByRole('alertdialog').waitFor();
    });
    await other.context.close();
    await context.close();
  });
});
