/**
 * The operator's task targets (issues 9 and 26), performed from the workbench with the keyboard
 * only; every key press is counted (a chord counts 1, each typed character 1) and must stay within
 * the target. One file, one server.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BUSINESS_TIME_ZONE, todayIn } from '#core/dates';
import { describeBrowser } from './support/browser.ts';
import { useSuite } from './support/suite.ts';
import { apiData } from './support/api-data.ts';

/** A keyboard that counts. */
function counted(page: Page) {
  let keys = 0;
  return {
    get keys() {
      return keys;
    },
    async press(key: string) {
      keys++;
      await page.keyboard.press(key);
    },
    async type(text: string) {
      keys += [...text].length;
      await page.keyboard.type(text, { delay: 20 });
    },
  };
}

const selectedRow = (page: Page) => page.locator('[cmdk-item][data-selected="true"]').textContent();

/** Waits until the palette's list answers the typed query (keys are already counted). */
async function paletteAnswered(page: Page, query: string) {
  await page.waitForFunction(
    (q) => document.querySelector('[cmdk-list]')?.getAttribute('data-query') === q,
    query,
  );
}

/**
 * Waits for the palette's field to hold the focus before typing, as an operator does: on a loaded
 * machine the palette's chunk may still be arriving when Ctrl+K is pressed.
 */
async function paletteFocused(page: Page) {
  await page.locator('[cmdk-input]:focus').waitFor();
}

async function workbench(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
}

describeBrowser('task targets from the workbench', () => {
  const suite = useSuite();

  it('approves the oldest pending deposit request in at most 4 keys', async () => {
    const { context, page } = await suite.signedIn('reviewer', '/', { locale: 'zh-CN' });
    await workbench(page);
    const oldest = await apiData<{ items: { id: number }[] }>(
      page,
      suite.server.api,
      '/deposits/requests?status=pending&sort=submittedAt&pageSize=1',
    );
    const kb = counted(page);
    // g r opens the queue oldest first with the cursor (and focus) on its first row.
    await kb.press('g');
    await kb.press('r');
    const grid = page.getByRole('grid');
    await grid.locator('tbody tr[data-row-key][data-cursor]').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => grid.getAttribute('aria-busy')).toBeNull();
    expect(await grid.locator('tbody tr[data-cursor]').getAttribute('data-row-key')).toBe(
      String(oldest.items[0].id),
    );
    await kb.press('a');
    await page.getByRole('alertdialog').waitFor();
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="alertdialog"]')))
      .toBe(true);
    const request = await page.getByRole('alertdialog').textContent();
    await kb.press('Enter');
    // The sign-in's own 'signed in' toast may still be up (5 s): look for the approval's.
    const approved = page.locator('[data-toast-kind="success"]').filter({ hasText: '已通过' });
    await approved.waitFor({ timeout: 10_000 });
    const approvedNo = /[A-Z]{2,}\d+/.exec((await approved.textContent()) ?? '')?.[0];
    expect(approvedNo, 'the toast names the request').toBeTruthy();
    expect(request).toContain(approvedNo);
    // The oldest is no longer pending: it was the one decided.
    const pendingNow = await apiData<{ items: { id: number }[] }>(
      page,
      suite.server.api,
      '/deposits/requests?status=pending&sort=submittedAt&pageSize=1',
    );
    expect(pendingNow.items[0]?.id).not.toBe(oldest.items[0].id);
    expect(kb.keys).toBeLessThanOrEqual(4);
    await context.close();
  });

  it('rejects the oldest pending merchant review with a reason in 4 keys plus the reason', async () => {
    const { context, page } = await suite.signedIn('reviewer', '/', { locale: 'en-US' });
    await workbench(page);
    const kb = counted(page);
    await kb.press('g');
    await kb.press('v');
    const grid = page.getByRole('grid');
    const first = grid.locator('tbody tr[data-row-key][data-cursor]');
    await first.waitFor({ timeout: 20_000 });
    await expect.poll(() => grid.getAttribute('aria-busy')).toBeNull();
    const key = await first.getAttribute('data-row-key');
    await kb.press('r');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    const reason = 'Licence copy is unreadable';
    await kb.type(reason);
    await kb.press('Enter');
    await page.locator('[data-toast-kind="success"]').filter({ hasText: 'ejected' }).waitFor({
      timeout: 10_000,
    });
    const rejected = await apiData<{ items: { id: number; reason: string | null }[] }>(
      page,
      suite.server.api,
      '/merchants/reviews?status=rejected&sort=-submittedAt&pageSize=100',
    );
    expect(rejected.items.find((r) => String(r.id) === key)?.reason).toBe(reason);
    expect(kb.keys - [...reason].length).toBeLessThanOrEqual(4);
    await context.close();
  });

  it('lists failed settlements of October and exports them in at most 12 keys', async () => {
    const { context, page } = await suite.signedIn('admin', '/', { locale: 'zh-CN' });
    await workbench(page);
    const exports: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/settlements/export.csv')) exports.push(r.url());
    });
    const kb = counted(page);
    await kb.press('Control+k');
    await paletteFocused(page);
    await kb.type('sb');
    await paletteAnswered(page, 'sb');
    expect(await selectedRow(page)).toContain('结算失败');
    await kb.press('Enter');
    await page.waitForURL(/settleList\?.*status=failed/);

    // One compound query: the month in pinyin and the export, read part by part, one Enter.
    await kb.press('Control+k');
    await paletteFocused(page);
    await kb.type('10y dc');
    await paletteAnswered(page, '10y dc');
    const entry = await selectedRow(page);
    expect(entry).toContain('“10y” 日期');
    expect(entry).toContain('“dc”');
    await kb.press('Enter');
    const year = todayIn(BUSINESS_TIME_ZONE).slice(0, 4);
    await page.waitForURL(new RegExp(`from=${year}-10-01`));
    expect(new URL(page.url()).searchParams.get('status')).toBe('failed');
    expect(new URL(page.url()).searchParams.get('to')).toBe(`${year}-10-31`);
    await expect.poll(() => exports.length, { timeout: 10_000 }).toBe(1);
    const url = new URL(exports[0]);
    expect(url.searchParams.get('status')).toBe('failed');
    expect(url.searchParams.get('from')).toBe(`${year}-10-01`);
    expect(url.searchParams.get('to')).toBe(`${year}-10-31`);
    expect(kb.keys).toBeLessThanOrEqual(12);
    await context.close();
  });

  it('opens the live system log with recent entries in at most 3 keys', async () => {
    const { context, page } = await suite.signedIn('admin', '/', { locale: 'zh-CN' });
    await workbench(page);
    const kb = counted(page);
    await kb.press('g');
    await kb.press('l');
    const grid = page.getByRole('grid');
    await grid.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 20_000 });
    await kb.press('Shift+L');
    await page.waitForURL(/live=1/);
    await expect
      .poll(() => page.getByTestId('live-log').locator('[data-log-id]').count())
      .toBeGreaterThan(5);
    expect(kb.keys).toBeLessThanOrEqual(3);
    await context.close();
  });

  it('switches to English and the dark theme in at most 8 keys', async () => {
    const { context, page } = await suite.signedIn('admin', '/', { locale: 'zh-CN' });
    await workbench(page);
    const kb = counted(page);
    await kb.press('Control+k');
    await paletteFocused(page);
    await kb.type('zt');
    await paletteAnswered(page, 'zt');
    expect(await selectedRow(page)).toContain('暗色');
    await kb.press('Enter');
    await kb.press('Control+k');
    await paletteFocused(page);
    await kb.type('en');
    await paletteAnswered(page, 'en');
    expect(await selectedRow(page)).toContain('English');
    await kb.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    expect(kb.keys).toBeLessThanOrEqual(8);
    await context.close();
  });

  it("opens the 3rd merchant's detail in at most 6 keys", async () => {
    const { context, page } = await suite.signedIn('admin', '/', { locale: 'zh-CN' });
    await workbench(page);
    const kb = counted(page);
    await kb.press('g');
    await kb.press('m');
    const grid = page.getByRole('grid');
    const rows = grid.locator('tbody tr[data-row-key]');
    await rows.first().waitFor({ timeout: 20_000 });
    await expect.poll(() => grid.getAttribute('aria-busy')).toBeNull();
    const third = await rows.nth(2).getAttribute('data-row-key');
    // The list opened by keyboard has its cursor on the first row already.
    await grid.locator('tbody tr[data-cursor]').waitFor();
    await kb.press('j');
    await kb.press('j');
    await kb.press('Enter');
    await page.waitForURL(new RegExp(`open=${third}`));
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(third!);
    expect(kb.keys).toBeLessThanOrEqual(6);
    await context.close();
  });

  it('opens a settlement whose number is known by typing its last digits, in at most 11 keys', async () => {
    const { context, page } = await suite.signedIn('admin', '/', { locale: 'zh-CN' });
    await workbench(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const get = async <T>(path: string): Promise<T> =>
      (
        (await (
          await fetch(`${suite.server.api}${path}`, {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json()) as { data: T }
      ).data;
    // The operator knows one settlement's number and types as few of its last digits (6 at least)
    // as make it the palette's first answer.
    const { items } = await get<{ items: { settlementNo: string }[] }>(
      '/settlements?pageSize=100&sort=-settlementNo',
    );
    let target: { no: string; digits: string } | undefined;
    for (const n of [6, 7, 8]) {
      for (const { settlementNo } of items) {
        const digits = settlementNo.slice(-n);
        const hits = await get<{ kind: string; key: string }[]>(`/search?q=${digits}`);
        if (hits.length === 1 && hits[0].key === settlementNo) {
          target = { no: settlementNo, digits };
          break;
        }
      }
      if (target) break;
    }
    expect(target, 'a settlement told apart by its last 6–8 digits').toBeTruthy();
    const kb = counted(page);
    await kb.press('Control+k');
    await paletteFocused(page);
    await kb.type(target!.digits);
    await paletteAnswered(page, target!.digits);
    await expect.poll(() => selectedRow(page), { timeout: 10_000 }).toContain(target!.no);
    await kb.press('Enter');
    await page.waitForURL(new RegExp(`settleList.*open=${target!.no}`));
    await expect
      .poll(() => page.getByRole('dialog').textContent(), { timeout: 10_000 })
      .toContain(target!.no);
    expect(kb.keys).toBeLessThanOrEqual(11);
    await context.close();
  });

  it('opens an organisation typed by its pinyin initials in at most 7 keys', async () => {
    const { context, page } = await suite.signedIn('admin', '/', { locale: 'zh-CN' });
    await workbench(page);
    const kb = counted(page);
    await kb.press('Control+k');
    await paletteFocused(page);
    await kb.type('hdfgs');
    await paletteAnswered(page, 'hdfgs');
    await expect.poll(() => selectedRow(page), { timeout: 10_000 }).toContain('华东分公司');
    await kb.press('Enter');
    await page.waitForURL(/structureList.*open=/);
    // The structure page shows the opened organisation in its panel (its code is shown there only).
    await expect
      .poll(() => page.locator('main').textContent(), { timeout: 10_000 })
      .toContain('QYHD01');
    expect(kb.keys).toBeLessThanOrEqual(7);
    await context.close();
  });
});
