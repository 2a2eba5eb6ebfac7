import { expect, it } from 'vitest';
import { describeBrowser } from './support/browser.ts';
import { forgetToken } from './support/sign-in.ts';
import { useSuite } from './support/suite.ts';
import { nextFrames, watchRequests } from './support/frames.ts';

describeBrowser('layout, settings, messages, user menu and tabs', () => {
  const suite = useSuite();

  it('switches theme and locale, and both survive a reload', async () => {
    const { context, page } = await suite.signedIn('admin');
    const html = page.locator('html');
    await page.getByRole('button', { name: 'Click to use dark mode' }).click();
    await expect.poll(() => html.getAttribute('class')).toMatch(/\bdark\b/);
    await page.locator('header').getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '中文' }).click();
    await expect
      .poll(() => page.getByRole('navigation', { name: '主菜单' }).isVisible())
      .toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByRole('navigation', { name: '主菜单' }).isVisible())
      .toBe(true);
    await expect.poll(() => html.getAttribute('class')).toMatch(/\bdark\b/);
    expect(await html.getAttribute('lang')).toBe('zh-CN');
    await page.getByRole('button', { name: '点击切换为亮色模式' }).click();
    await expect.poll(() => html.getAttribute('class')).not.toMatch(/\bdark\b/);
    await context.close();
  });

  it('applies the theme colour as 10 shades, colour-weak mode and layout toggles from the settings drawer', async () => {
    const { context, page } = await suite.signedIn('admin');
    await page.locator('header').getByRole('button', { name: 'Settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Settings' });
    await drawer.getByRole('radio', { name: '#00B42A' }).click();
    const vars = await page.evaluate(() =>
      Array.from({ length: 10 }, (_, i) =>
        document.documentElement.style.getPropertyValue(`--primary-${i + 1}`),
      ),
    );
    expect(vars[5].replace(/\s/g, '')).toBe('0,180,42');
    expect(new Set(vars).size).toBe(10);
    await drawer.getByLabel('Color Weak').click();
    await expect.poll(() => page.locator('html').getAttribute('class')).toMatch(/color-weak/);
    await drawer.getByLabel('Footer').click();
    await drawer.getByLabel('Color Weak').click();
    await page.keyboard.press('Escape');
    expect(await page.locator('footer').count()).toBe(0);
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('qy-settings') ?? '{}'),
    );
    expect(stored).toMatchObject({ themeColor: '#00B42A', footer: false, colorWeak: false });
    await context.close();
  });

  it('shows the message box with real data, marks all read and clears', async () => {
    const { context, page } = await suite.signedIn('admin');
    await page
      .locator('header')
      .getByRole('button', { name: /^Messages/ })
      .click();
    const box = page.getByRole('dialog', { name: 'Messages' });
    await expect.poll(() => box.getByRole('tab').count()).toBe(3);
    // The seed writes decisions and todos for the demo accounts; find a tab that has some.
    let found = 0;
    const requests = watchRequests(page);
    for (const tab of ['Message', 'Notice', 'Todo']) {
      const tabButton = box.getByRole('tab', { name: new RegExp(`^${tab}`) });
      await tabButton.click();
      // The tab is shown and whatever it asked the server for has come and is drawn.
      await expect.poll(() => tabButton.getAttribute('aria-selected')).toBe('true');
      await expect.poll(requests.inFlight, { timeout: 10_000 }).toBe(0);
      await nextFrames(page);
      found = await box.locator('li').count();
      if (found > 0) break;
    }
    expect(found).toBeGreaterThan(0);
    const allRead = box.getByRole('button', { name: 'All Read' });
    if (await allRead.isEnabled()) {
      await allRead.click();
      await expect.poll(() => allRead.isDisabled()).toBe(true);
    }
    await box.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => box.getByText('No content').first().isVisible()).toBe(true);
    await context.close();
  });

  it('switches the role locally from the user menu and logs out', async () => {
    const { context, page } = await suite.signedIn('reviewer');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: /Switch Roles/ }).click();
    await expect
      .poll(() =>
        page.locator('[data-toast-kind]').getByText('Role switched to Operator').isVisible(),
      )
      .toBe(true);
    // Admin-only routes (role list ['admin'], e.g. the 403 page) leave the palette for an operator.
    await page.keyboard.press('Control+k');
    await page.locator('[cmdk-input]').fill('403');
    await expect.poll(() => page.locator('[cmdk-item]', { hasText: '403' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    forgetToken(suite.server, 'reviewer');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it("keeps a list's filter when switching tabs, and closes tabs from the context menu", async () => {
    const { context, page } = await suite.signedIn('operator', '/bzjManage/bzjList');
    const filter = page.locator('[data-tab-page="BzjList"] [data-page-filter]');
    await filter.fill('BZJ');
    await page.keyboard.press('Enter');
    await page.waitForURL(/q=BZJ/);
    await page.locator('[data-tab="Workplace"]').locator('[data-tab-button]').click();
    await page.waitForURL(/\/dashboard\/workplace$/);
    await page.locator('[data-tab="BzjList"]').locator('[data-tab-button]').click();
    await page.waitForURL(/\/bzjManage\/bzjList\?.*q=BZJ/);
    expect(await filter.inputValue()).toBe('BZJ');

    // In-app navigation (a page load would start a new tab bar): g then s.
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('g');
    await page.keyboard.press('s');
    await page.waitForURL(/\/settleManage\/settleList/);
    await expect.poll(() => page.locator('[data-tab]').count()).toBe(3);
    await page.locator('[data-tab="SettleList"]').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close others' }).click();
    await expect
      .poll(() =>
        page.locator('[data-tab]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tab'))),
      )
      .toEqual(['Workplace', 'SettleList']);
    // The tab's × is for the mouse (kept out of the tablist's accessibility tree; the keyboard
    // closes a tab with Delete or the context menu).
    await page.locator('[data-tab="SettleList"] [data-tab-close]').click();
    await page.waitForURL(/\/dashboard\/workplace$/);
    await context.close();
  });
});
