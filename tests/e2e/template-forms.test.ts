/**
 * Step form, group form, basic profile and the result pages in real Chromium against a real
 * server: rules checked as you type with the field's message, the step form's password
 * confirmation and its record shown by Detail, the group form's save starting the approval that
 * the basic profile and the success page show, and a `user` kept off the admin-only forms. With
 * SHOTS_DIR set, each screen is photographed at 1440 and 768 px, light and dark, in both locales.
 */
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe.ts';
import { describeBrowser } from './support/browser.ts';
import { useSuite } from './support/suite.ts';

vi.setConfig({ expect: { poll: { timeout: 15_000, interval: 100 } } });

async function settled(page: Page, title: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.locator('main [data-loading]').first().waitFor({ state: 'detached' });
}

describeBrowser('step form, group form, basic profile and result pages', () => {
  const suite = useSuite();

  it('step form: checks each step as you type, confirms with the password, creates and shows the record', async () => {
    const { context, page } = await suite.signedIn('admin', '/form/step');
    const main = page.locator('main');
    await settled(page, 'Step Form');
    const steps = main.getByRole('list', { name: 'Form progress' });
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain(
      'Basic information',
    );

    // Next with nothing filled: every required field says so, and the step stays.
    await main.getByRole('button', { name: 'Next' }).click();
    await main.getByText('Please enter the activity name').waitFor();
    await main.getByText('Please select the promotion time').waitFor();
    const name = main.getByLabel('Activity name');
    await name.fill('活动'.repeat(11));
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    await name.fill('双11大促2026');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBeNull();
    await main.getByLabel('Channel type').selectOption('web');
    await main.getByLabel('Start date').fill('2026-12-10');
    await main.getByLabel('End date').fill('2026-12-01');
    await main.getByText('The start date must not be after the end date').waitFor();
    await main.getByLabel('End date').fill('2026-12-12');
    await main.getByLabel('Promote link').fill('ftp://example.com');
    await main.getByText('The link must start with http:// or https://').waitFor();
    await main.getByLabel('Promote link').fill('https://example.com/d11');
    await main.getByRole('button', { name: 'Next' }).click();

    await main.getByLabel('Advertising source').waitFor();
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain(
      'Channel information',
    );
    await main.getByRole('button', { name: 'Submit' }).click();
    await main.getByText('Please enter the advertising source').waitFor();
    await main.getByText('Please select at least one keyword').waitFor();
    // Prev keeps what was typed.
    await main.getByRole('button', { name: 'Prev' }).click();
    await expect.poll(() => main.getByLabel('Activity name').inputValue()).toBe('双11大促2026');
    await main.getByRole('button', { name: 'Next' }).click();
    await main.getByLabel('Advertising source').fill('搜索引擎');
    await main.getByLabel('Advertising media').fill('cpc');
    await main.getByLabel('Keywords').fill('促销, 双11');
    await main.getByLabel('Advertising content').fill('word '.repeat(201));
    await main.getByText('At most 200 words').waitFor();
    await main.getByLabel('Advertising content').fill('全场五折，限时三天');
    await main.getByRole('button', { name: 'Submit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm the submission' });
    await dialog.getByLabel('Current password').fill('Wrong-pass1');
    await dialog.getByRole('button', { name: 'Confirm and submit' }).click();
    await dialog.getByText('The current password is wrong').waitFor();
    await dialog.getByLabel('Current password').fill('Admin123');
    await dialog.getByRole('button', { name: 'Confirm and submit' }).click();

    await main.getByText('Created successfully').waitFor();
    const body = await main.getByText(/was created as #\d+/).textContent();
    const id = Number(/#(\d+)/.exec(body ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);
    expect(await steps.locator('[data-state="finish"]').count()).toBe(3);
    await main.getByRole('button', { name: 'Detail' }).click();
    const detail = main.getByRole('region', { name: `Channel form #${id}` });
    await detail.getByText('https://example.com/d11').waitFor();
    await detail.getByText('促销, 双11').waitFor();
    await detail.getByText('Web domain').waitFor();

    await main.getByRole('button', { name: 'Again' }).click();
    await expect.poll(() => main.getByLabel('Activity name').inputValue()).toBe('');
    await context.close();
  });

  it('group form: range rules as you type; saving starts the approval the profile and success page show', async () => {
    const { context, page } = await suite.signedIn('admin', '/profile/basic');
    const main = page.locator('main');
    await settled(page, 'Basic Profile');
    const video = main.getByRole('region', { name: 'Video parameters' });
    await video.getByRole('table').waitFor();

    await main.getByRole('link', { name: 'Change parameters' }).click();
    await page.waitForURL(/\/form\/group$/);
    await settled(page, 'Group Form');
    const rate = main.getByLabel(/Acquisition frame rate/);
    await expect.poll(() => rate.inputValue()).not.toBe('');
    await rate.fill('31');
    await main.getByText('The frame rate must be between 1 and 30 fps').waitFor();
    await rate.fill('24');
    await main.getByLabel(/Encoding default rate/).fill('1900');
    await main.getByText('The bit rate must be between 150 and 1800 kbps').waitFor();
    await main.getByLabel(/Encoding default rate/).fill('1000');
    await main.getByLabel(/Encoding min rate/).fill('1200');
    await main.getByText('Min rate ≤ default rate ≤ max rate').waitFor();
    await main.getByRole('button', { name: 'Submit for approval' }).click();
    expect(page.url()).toMatch(/\/form\/group$/);
    await main.getByLabel(/Encoding min rate/).fill('300');
    await main.getByLabel('Parameter description').fill('E2E 调整帧率');
    await main.getByRole('button', { name: 'Submit for approval' }).click();

    await page.waitForURL(/\/result\/success$/);
    await settled(page, 'Submitted successfully');
    const progress = main.getByRole('list', { name: 'Current progress' });
    await expect
      .poll(() => progress.locator('[aria-current="step"]').textContent())
      .toContain('Leader review');
    expect(await progress.locator('[data-state="finish"]').textContent()).toContain(
      'Submit application',
    );

    await main.getByRole('button', { name: 'View the approval' }).click();
    await page.waitForURL(/\/profile\/basic$/);
    await settled(page, 'Basic Profile');
    const approval = main.getByRole('list', { name: 'Approval process' });
    await expect
      .poll(() => approval.locator('[aria-current="step"]').textContent())
      .toContain('Commit');
    const changed = video.locator('tr[data-changed]');
    await expect
      .poll(async () => (await changed.allTextContents()).join('|'))
      .toContain('Acquisition frame rate24 fps');
    await main
      .getByRole('region', { name: 'Parameter description' })
      .getByText('E2E 调整帧率')
      .waitFor();
    await main
      .getByRole('grid', { name: 'Operation log' })
      .getByText(/^Commit$/)
      .first()
      .waitFor();
    await context.close();
  });

  it('error result: Submit Error with its two detail lines', async () => {
    const { context, page } = await suite.signedIn('operator', '/result/error');
    const main = page.locator('main');
    await settled(page, 'Submit Error');
    await main.getByText('The current domain is not registered', { exact: false }).waitFor();
    await main.getByText('Your user group has no authority for this operation.').waitFor();
    await main.getByRole('button', { name: 'Register now' }).click();
    await page.waitForURL(/\/user\/setting\?tab=certification$/);
    await context.close();
  });

  it('keeps a `user` off the admin-only forms: not in the menu, not found by URL, refused by the server', async () => {
    const { context, page } = await suite.signedIn('operator', '/profile/basic');
    await settled(page, 'Basic Profile');
    const nav = page.getByRole('navigation').first();
    await nav.getByText('Basic Profile').waitFor();
    expect(await page.getByRole('link', { name: 'Change parameters' }).count()).toBe(0);
    expect(await nav.getByText('Step Form').count()).toBe(0);
    expect(await nav.getByText('Group Form').count()).toBe(0);
    for (const path of ['/form/step', '/form/group']) {
      await page.goto(`${suite.server.url}${path}`);
      await page.getByRole('heading', { name: 'This page needs an administrator' }).waitFor();
    }
    const status = await page.evaluate(async (base) => {
      const res = await fetch(`${base}/qy-sla-admin-api/channel-forms`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await res.json()).code as number;
    }, suite.server.url);
    expect(status).toBe(403100);
    await context.close();
  });

  it('has no serious or critical axe violation in light and dark (and takes the screenshots)', async () => {
    const pages = [
      ['/form/step', 'Step Form', '分步表单', 'step-form'],
      ['/form/group', 'Group Form', '分组表单', 'group-form'],
      ['/profile/basic', 'Basic Profile', '基础详情页', 'basic-profile'],
      ['/result/success', 'Submitted successfully', '提交成功', 'result-success'],
      ['/result/error', 'Submit Error', '提交失败', 'result-error'],
    ] as const;
    const dir = process.env.SHOTS_DIR;
    for (const theme of ['light', 'dark'] as const) {
      for (const locale of dir ? (['en-US', 'zh-CN'] as const) : (['en-US'] as const)) {
        for (const width of dir ? [1440, 768] : [1440]) {
          const { context, page } = await suite.signedIn('admin', '/', {
            theme,
            locale,
            viewport: { width, height: 900 },
          });
          for (const [path, en, zh, name] of pages) {
            await page.goto(`${suite.server.url}${path}`);
            await settled(page, locale === 'en-US' ? en : zh);
            if (locale === 'en-US' && width === 1440)
              expect(await seriousViolations(page), `${theme} ${path}`).toEqual([]);
            if (dir)
              await page.screenshot({
                path: join(dir, `${name}-${width}-${theme}-${locale}.png`),
                fullPage: true,
              });
          }
          await context.close();
        }
      }
    }
  }, 900_000);
});
