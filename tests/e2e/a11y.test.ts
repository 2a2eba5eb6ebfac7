import { expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { describeBrowser, newContext } from './support/browser.ts';
import { pageLoaded, violationsOnEveryRoute } from './support/routes.ts';
import { useSuite } from './support/suite.ts';

describeBrowser('accessibility (axe-core, serious and critical)', () => {
  const suite = useSuite();

  it('has none on the login page, in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const context = await newContext(suite.browser, { theme });
      const page = await context.newPage();
      await page.goto(`${suite.server.url}/login`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousViolations(page), theme).toEqual([]);
      await context.close();
    }
  });

  it('has none on every route the admin can open', async () => {
    const { context, page } = await suite.signedIn('admin');
    expect(await violationsOnEveryRoute(page, suite.server.url)).toEqual({});
    await context.close();
  }, 600_000);

  it('has none with the palette, the settings drawer and the shortcut sheet open', async () => {
    const { context, page } = await suite.signedIn('admin', '/', { theme: 'dark' });
    await page.keyboard.press('Control+k');
    await page.locator('[cmdk-input]').waitFor();
    expect(await seriousViolations(page), 'palette').toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('header').getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    expect(await seriousViolations(page), 'settings').toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    expect(await seriousViolations(page), 'sheet').toEqual([]);
    await context.close();
  });

  it('has none with a list’s table settings and its institution picker open', async () => {
    const { context, page } = await suite.signedIn('admin', '/settleManage/settleList');
    await pageLoaded(page);
    await page.getByRole('button', { name: 'Table settings' }).click();
    await page.getByRole('dialog', { name: 'Table settings' }).waitFor();
    expect(await seriousViolations(page), 'table settings').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByLabel('Source institution').click();
    await page.getByRole('dialog', { name: 'Source institution' }).waitFor();
    expect(await seriousViolations(page), 'institution picker').toEqual([]);
    await context.close();
  });
});
