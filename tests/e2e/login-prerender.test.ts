/**
 * The sign-in screen is prerendered into index.html (web/prerender/login-variants.ts): it paints
 * before any script runs, in the stored locale and theme, React hydrates it without redrawing a
 * node, and what is typed before that stays.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser, newContext } from './support/browser.ts';
import { submitLogin } from './support/sign-in.ts';
import { useSuite } from './support/suite.ts';

/** Marks every node under #root, to tell later whether React kept them. */
const markNodes = (page: Page) =>
  page.evaluate(() => {
    document.querySelectorAll('#root *').forEach((el) => el.setAttribute('data-seen', ''));
    return document.querySelectorAll('#root *').length;
  });

describeBrowser('prerendered sign-in', () => {
  const suite = useSuite();

  it('serves the form in index.html for both locales and themes', async () => {
    const html = await (await fetch(`${suite.server.url}/login`)).text();
    for (const id of ['en-US-light', 'en-US-dark', 'zh-CN-light', 'zh-CN-dark']) {
      const template = new RegExp(`<template id="qy-login-${id}">([\\s\\S]*?)</template>`).exec(
        html,
      );
      expect(template, id).not.toBeNull();
      expect(template![1]).toMatch(/<form[^>]*>[\s\S]*autocomplete="one-time-code"/i);
    }
    expect(html).toContain('Login to QY SLA Admin');
    expect(html).toContain('登录 QY SLA 管理后台');
  });

  it('paints the stored locale and theme with no script, then hydrates the same nodes', async () => {
    const context = await newContext(suite.browser, { locale: 'zh-CN', theme: 'dark' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // The entry script and the whole stylesheet wait: what shows is index.html alone.
    await page.route(/\/assets\/app-[^/]+\.(js|css)$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${suite.server.url}/login`, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe('登录 QY SLA 管理后台');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    // Not usable before the script: Playwright waits, a user's typing is kept.
    const submit = page.getByRole('button', { name: '登录', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    // Styled by the inline CSS, in the dark shades of the default colour (dark:bg-primary-4).
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(29, 77, 210)',
    );
    await page
      .locator('input[autocomplete="username"]')
      .evaluate((el) => (el as HTMLElement).focus());
    await page.keyboard.type('admin');
    await page.keyboard.press('Enter'); // a native submit would reload the page
    const nodes = await markNodes(page);
    expect(nodes).toBeGreaterThan(50);

    release();
    await expect
      .poll(() => page.getByRole('button', { name: '登录', exact: true }).isEnabled(), {
        timeout: 30_000,
      })
      .toBe(true);
    expect(await page.locator('#root *:not([data-seen])').count()).toBe(0);
    expect(await page.getByLabel('用户名', { exact: true }).inputValue()).toBe('admin');
    // The form's state holds the typed username: only the password and code are missing.
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect
      .poll(() => page.getByText('密码不能为空').isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await page.getByText('用户名不能为空').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads no stylesheet on /login; the signed-in console brings the whole one', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    const sheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') sheets.push(new URL(r.url()).pathname);
    });
    await page.goto(`${suite.server.url}/login`, { waitUntil: 'networkidle' });
    expect(sheets).toEqual([]);
    const href = await page.locator('meta[name="qy-stylesheet"]').getAttribute('content');
    expect(href).toMatch(/^\/assets\/app-[^/]+\.css$/);
    // Signed in from this page: the shell waits for the stylesheet, then shows styled.
    await submitLogin(page, suite.server, 'operator');
    const header = page.locator('header');
    await header.waitFor({ timeout: 30_000 });
    expect(sheets).toEqual([href]);
    const rules = await page.evaluate(
      () =>
        document.querySelector<HTMLLinkElement>('link[data-app-stylesheet]')?.sheet?.cssRules
          .length ?? 0,
    );
    expect(rules).toBeGreaterThan(20);
    await context.close();
  });

  it('links the stylesheet before the first paint off /login', async () => {
    const context = await newContext(suite.browser);
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${suite.server.url}/dashboard/workplace`);
    const linked = await page
      .locator('link[rel="stylesheet"][data-app-stylesheet]')
      .getAttribute('href');
    expect(linked).toBe(await page.locator('meta[name="qy-stylesheet"]').getAttribute('content'));
    await context.close();
  });

  it('leaves #root to React when the stored state differs from every prerender', async () => {
    const context = await newContext(suite.browser);
    await context.addInitScript(() => localStorage.setItem('qy-login-username', 'operator'));
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${suite.server.url}/login`);
    expect(await page.evaluate(() => document.getElementById('root')!.childElementCount)).toBe(0);
    await context.close();
  });
});
