/**
 * The dark theme, checked as a11y.test.ts checks the light one: axe-core's serious and critical
 * violations (colour contrast among them) on every route the admin can open and with the overlays
 * an operator works in open (a record drawer, the reject-reason dialog, a form's errors, a toast,
 * the message box); and the white text axe leaves out (hidden from assistive technology, or drawn
 * over an icon): the avatar's initial, the unread count, the current step's number.
 */
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.ts';
import { describeBrowser } from './support/browser.ts';
import { pageLoaded, violationsOnEveryRoute } from './support/routes.ts';
import { useSuite } from './support/suite.ts';

/** Switches to dark the operator's way, with the header's theme button (it stays for the session). */
async function switchToDark(page: Page): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Click to use dark mode' }).click();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
    .toBe(true);
}

/** The contrast of an element's text on its own (opaque) background, as WCAG computes it. */
async function ownContrast(element: Locator): Promise<number> {
  return element.first().evaluate((el) => {
    const channels = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) =>
        v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4;
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const style = getComputedStyle(el);
    const background = channels(style.backgroundColor);
    if (background.length > 3 && background[3] < 1) throw new Error('background not opaque');
    const [a, b] = [luminance(channels(style.color)), luminance(background)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

describeBrowser('dark theme: accessibility (axe-core, serious and critical)', () => {
  const suite = useSuite();

  it('has none on every route the admin can open', async () => {
    const { context, page } = await suite.signedIn('admin');
    await switchToDark(page);
    expect(await violationsOnEveryRoute(page, suite.server.url)).toEqual({});
    await context.close();
  }, 600_000);

  it('has none with a drawer, the reject-reason dialog, form errors, a toast or the message box open', async () => {
    const { context, page } = await suite.signedIn('admin', '/settleManage/settleList');
    await switchToDark(page);
    const rows = page.getByRole('grid').locator('tbody tr[data-row-key]');
    await rows.first().waitFor({ timeout: 20_000 });
    // j puts the cursor on the first row (its bar drawn), Enter opens the record's drawer.
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await pageLoaded(page, '[role="dialog"]');
    expect(await seriousViolations(page), 'record drawer').toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Copy this list as a qy command line' }).click();
    await page.locator('[data-toast-kind]').first().waitFor();
    expect(await seriousViolations(page), 'toast').toEqual([]);

    await page.getByRole('button', { name: /^Messages/ }).click();
    await page.getByRole('tablist', { name: 'Message types' }).getByRole('tab').first().waitFor();
    expect(await seriousViolations(page), 'message box').toEqual([]);
    await page.keyboard.press('Escape');

    // The reject-reason dialog, sent without a reason: its error and the danger button.
    await page.goto(`${suite.server.url}/bzjManage/bzjCheckList`);
    await rows.first().waitFor({ timeout: 20_000 });
    await page.keyboard.press('j');
    await page.keyboard.press('r');
    const ask = page.getByRole('alertdialog');
    await ask.getByRole('textbox').waitFor();
    await ask.getByRole('button', { name: 'Reject', exact: true }).click();
    await ask.locator('[aria-invalid="true"]').waitFor();
    expect(await seriousViolations(page), 'reject-reason dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => ask.count()).toBe(0);

    // A record form sent empty: every field's error at once.
    await page.goto(`${suite.server.url}/businessManage/businessList`);
    await rows.first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'New institution' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(2);
    expect(await seriousViolations(page), 'form errors').toEqual([]);
    await context.close();
  });

  it('keeps the white text axe leaves out readable: initial, unread count, current step', async () => {
    const { context, page } = await suite.signedIn('admin', '/form/step');
    await switchToDark(page);
    await page.locator('li[data-state="process"]').waitFor();
    const header = page.locator('header');
    const count = header
      .getByRole('button', { name: /^Messages/ })
      .locator('span', { hasText: /^\d+\+?$/ });
    await count.waitFor();
    const contrasts = {
      initial: await ownContrast(header.locator('[data-initial]')),
      count: await ownContrast(count),
      step: await ownContrast(page.locator('li[data-state="process"] > span')),
    };
    const unreadable = Object.entries(contrasts)
      .filter(([, ratio]) => ratio < 4.5)
      .map(([what, ratio]) => `${what} ${ratio.toFixed(2)}:1`);
    expect(unreadable).toEqual([]);
    await context.close();
  });
});
