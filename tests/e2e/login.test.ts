import { expect, it } from 'vitest';
import { describeBrowser, newContext } from './support/browser.ts';
import { useSuite } from './support/suite.ts';
import { signIn, submitLogin } from './support/sign-in.ts';

describeBrowser('login', () => {
  const suite = useSuite();

  it('requires username and password before calling the server', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/login`);
    await page.getByRole('button', { name: 'login', exact: true }).click();
    await expect.poll(() => page.getByText('Username cannot be empty').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Password cannot be empty').isVisible()).toBe(true);
    await context.close();
  });

  it('explains forgot-password and register, and shows the banner slogans', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/login`);
    await expect
      .poll(() => page.getByText('Out-of-the-box high-quality template').isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Forgot password' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toMatch(/administrator/);
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await page.getByRole('button', { name: 'register account' }).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toMatch(/Accounts are created/);
    await context.close();
  });

  it('signs in with the SMS code, counts down, remembers only the username, lands on the redirect', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/bzjManage/bzjList?status=active`);
    await page.waitForURL(/\/login\?redirect=BzjList&status=active/);
    await page.getByText('Remember password').click();
    await submitLogin(page, suite.server, 'admin');
    await page.waitForURL(/\/bzjManage\/bzjList\?status=active/);
    await expect
      .poll(() => page.locator('[data-toast-kind]').getByText('welcome to use').isVisible())
      .toBe(true);
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored.token).toBeTruthy();
    expect(stored['qy-login-username']).toBe('admin');
    expect(JSON.stringify(stored)).not.toContain('Admin123');

    // Back on the login page: the username is prefilled, the send button counts down.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`${suite.server.url}/login`);
    expect(await page.getByLabel('Username', { exact: true }).inputValue()).toBe('admin');
    await page.getByRole('button', { name: 'Send code' }).click();
    const resend = page.getByRole('button', { name: /Resend in \d+s/ });
    await expect.poll(() => resend.isDisabled()).toBe(true);
    // The countdown is the server's cooldown (SMS_COOLDOWN_SECONDS), not the default minute.
    const left = Number((await resend.textContent())?.match(/(\d+)s/)?.[1]);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(suite.server.smsCooldownSeconds);
    await context.close();
  });

  it("shows the server's reason for a wrong password and keeps no token", async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/login`);
    await page.getByLabel('Username', { exact: true }).fill('operator');
    await page.getByLabel('Password', { exact: true }).fill('Wrong12345');
    await page.getByLabel('SMS code', { exact: true }).fill('000000');
    await page.getByRole('button', { name: 'login', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/.+/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('goes to the workbench after a plain sign-in (zh-CN by default)', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/login`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/登录/);
    await context.close();
    const en = await newContext(suite.browser);
    const p2 = await en.newPage();
    await signIn(p2, suite.server, 'operator');
    expect(new URL(p2.url()).pathname).toBe('/dashboard/workplace');
    await en.close();
  });
});
