/**
 * Signing in through the real login page: username, password, 'Send code', the code from the SMS
 * outbox, 'login'. The server allows one code per user per SMS cooldown, so a user's token is cached per
 * server after the first sign-in and later calls put it straight into localStorage.
 */
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext } from './browser.ts';
import type { TestServer } from './server.ts';

export const DEMO_PASSWORDS: Record<string, string> = {
  admin: 'Admin123',
  reviewer: 'Reviewer123',
  auditor: 'Auditor123',
  operator: 'Operator123',
};

const tokens = new WeakMap<TestServer, Map<string, string>>();

export function forgetToken(server: TestServer, username: string): void {
  tokens.get(server)?.delete(username);
}

/** Fills and submits the login form (the page must show /login). Labels work in both locales. */
export async function submitLogin(page: Page, server: TestServer, username: string): Promise<void> {
  const password = DEMO_PASSWORDS[username];
  if (!password) throw new Error(`no demo password for ${username}`);
  await page.getByLabel(/^(Username|用户名)$/).fill(username);
  await page.getByLabel(/^(Password|密码)$/).fill(password);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: /^(Send code|发送验证码|获取验证码)$/ }).click();
  const code = await server.smsCode(username, sentAfter);
  await page.getByLabel(/^(SMS code|短信验证码)$/).fill(code);
  await page.getByRole('button', { name: /^(login|登录)$/i }).click();
}

/** Signs `username` in and waits for the signed-in layout; returns the session token. */
export async function signIn(
  page: Page,
  server: TestServer,
  username: string,
  path = '/',
): Promise<string> {
  let perServer = tokens.get(server);
  if (!perServer) tokens.set(server, (perServer = new Map()));
  const cached = perServer.get(username);
  if (cached) {
    // Any page of the origin holds its localStorage: the health check's few bytes, not the console.
    await page.goto(`${server.url}/healthz`);
    await page.evaluate((token) => localStorage.setItem('token', token), cached);
    await page.goto(`${server.url}${path}`);
  } else {
    await page.goto(`${server.url}/login`);
    await submitLogin(page, server, username);
    try {
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    } catch (error) {
      const shown = await page.locator('[role="alert"]').allTextContents();
      throw new Error(
        `sign-in of ${username} did not leave /login; on screen: ${shown.join(' | ')}`,
        { cause: error },
      );
    }
    if (path !== '/') await page.goto(`${server.url}${path}`);
  }
  await page
    .locator('header')
    .getByRole('button', { name: /Search or jump to|搜索或跳转/ })
    .waitFor({ timeout: 20_000 });
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  perServer.set(username, token as string);
  return token as string;
}

/** A sign-in on a browser of its own (a second session of `username`), and when it was made. */
export interface OtherSession {
  context: BrowserContext;
  page: Page;
  at: number;
}

/** Signs `username` in through the login page in a new context: another session of theirs. */
export async function signInElsewhere(
  browser: Browser,
  server: TestServer,
  username: string,
): Promise<OtherSession> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await submitLogin(page, server, username);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return { context, page, at: Date.now() };
}

/**
 * Waits until the SMS cooldown (the server's SMS_COOLDOWN_SECONDS, short on test servers) of a
 * sign-in made at `at` has passed, with 2 s to spare: the server process's own rule on its own
 * clock, which no request can read without using up a code. The files that need it sign the second
 * session in first, so their other tests run meanwhile and the wait is usually over already.
 */
export async function afterSmsCooldown(server: TestServer, at: number): Promise<void> {
  const until = at + (server.smsCooldownSeconds + 2) * 1000;
  await new Promise((r) => setTimeout(r, Math.max(0, until - Date.now()))); // the server's cooldown
}
