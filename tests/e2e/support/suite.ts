/**
 * One server per test file, started in beforeAll and stopped in afterAll, and the worker's browser
 * (./browser.ts workerBrowser), whose contexts the file closes in afterAll.
 */
import { afterAll, beforeAll, vi } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext, workerBrowser, type ContextOptions, type LaunchedBrowser } from './browser.ts';
import { startServer, type TestServer } from './server.ts';
import { signIn } from './sign-in.ts';

export interface Suite {
  readonly server: TestServer;
  readonly browser: Browser;
  /** A fresh context and page signed in as `username` (English unless asked otherwise). */
  signedIn(
    username: string,
    path?: string,
    options?: ContextOptions,
  ): Promise<{ context: BrowserContext; page: Page }>;
}

export function useSuite(): Suite {
  // Browser steps against a real server on a shared CPU: give each test room.
  vi.setConfig({ testTimeout: 120_000 });
  let server: TestServer | undefined;
  let launched: LaunchedBrowser | undefined;
  beforeAll(async () => {
    [server, launched] = await Promise.all([startServer(), workerBrowser()]);
  }, 300_000);
  afterAll(async () => {
    await launched?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('server not started');
      return server;
    },
    get browser() {
      if (!launched) throw new Error('browser not started');
      return launched.browser;
    },
    async signedIn(username, path = '/', options = {}) {
      const context = await newContext(this.browser, options);
      const page = await context.newPage();
      await signIn(page, this.server, username, path);
      return { context, page };
    },
  };
}

/** Opens the palette with Ctrl+K and types a query; resolves once the list answers it. */
export async function paletteSearch(page: Page, query: string): Promise<void> {
  const input = page.locator('[cmdk-input]');
  if (!(await input.isVisible())) {
    await page.keyboard.press('Control+k');
    await input.waitFor();
  }
  await input.fill(query);
  await page.waitForFunction(
    (q) => document.querySelector('[cmdk-list]')?.getAttribute('data-query') === q,
    query,
  );
}
