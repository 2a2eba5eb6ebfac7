/**
 * Issue 9, "Got in the way": role switching says what it changes and the menu follows; a form's
 * required fields carry the mark, say 'required' when empty, and 开立账户's 机构 never reads 全部;
 * a list's CSV headers are the screen's column titles in the chosen locale.
 */
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser } from './support/browser.ts';
import { useSuite } from './support/suite.ts';

/** The titles of the grid's column headers as shown (sort marks are not text). */
async function columnTitles(page: Page, tab: string): Promise<string[]> {
  const grid = page.locator(`[data-tab-page="${tab}"] table[role="grid"]`);
  await grid.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 20_000 });
  return (await grid.locator('thead th').allTextContents())
    .map((s) => s.replace(/[▲▼]/g, '').trim())
    .filter(Boolean);
}

async function csvHeader(page: Page): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('main').getByRole('button', { name: '导出 CSV' }).first().click(),
  ]);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  return text.split(/\r?\n/)[0].split(',');
}

describeBrowser('issue 9: role switching, forms and CSV headers', () => {
  const suite = useSuite();

  it('says plainly what switching role does, and the menu follows it at once', async () => {
    const { context, page } = await suite.signedIn('admin', '/dashboard/workplace');
    const nav = page.locator('nav[aria-label="Main menu"]');
    // An admin-only page of the console's own (business pages follow the account's server menu).
    await nav.getByText('Real Time Monitor').first().waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: /Switch Roles/ }).click();
    const toast = page.locator('[data-toast-kind="success"]').first();
    await expect
      .poll(() => toast.textContent())
      .toMatch(/Role switched to Operator: .*permissions on the server are unchanged/);
    await expect.poll(() => nav.getByText('Real Time Monitor').count()).toBe(0);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: /Switch Roles/ }).click();
    await nav.getByText('Real Time Monitor').first().waitFor();
    await context.close();
  });

  it('marks required fields, says required when empty, and never offers 全部 for 机构', async () => {
    const { context, page } = await suite.signedIn('admin', '/bzjManage/bzjList', {
      locale: 'zh-CN',
    });
    await columnTitles(page, 'BzjList');
    await page.getByRole('button', { name: '开立账户' }).first().click();
    const dialog = page.getByRole('dialog', { name: '开立账户' });
    const institution = dialog.getByLabel('机构');
    await institution.waitFor();
    expect((await institution.textContent())?.trim()).not.toContain('全部');
    expect(await institution.textContent()).toContain('请选择');
    // The mark sits in each required label.
    const labels = await dialog.locator('label').allTextContents();
    expect(labels.filter((l) => l.startsWith('*')).map((l) => l.slice(1))).toEqual([
      '机构',
      '应缴保证金（元）',
    ]);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.getByText('此项为必填项').count()).toBe(2);
    expect(await dialog.getByText('格式不正确').count()).toBe(0);
    await context.close();
  });

  for (const [path, tab] of [
    ['/bzjManage/bzjList', 'BzjList'],
    ['/settleManage/settleList', 'SettleList'],
  ]) {
    it(`names the CSV's columns with the screen's column titles (zh-CN, ${path})`, async () => {
      const { context, page } = await suite.signedIn('admin', path, { locale: 'zh-CN' });
      const titles = await columnTitles(page, tab);
      const header = await csvHeader(page);
      for (const title of titles) expect(header, `${path}: ${title}`).toContain(title);
      await context.close();
    });
  }
});
