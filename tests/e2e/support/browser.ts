/**
 * Debian's Chromium driven by playwright-core (no browser download). Outside CI a machine without
 * /usr/bin/chromium skips the browser suites; in CI a missing browser fails them.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { describe } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function browserAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** `describe` when a browser can run (always in CI, where its absence then fails), else `describe.skip`. */
export const describeBrowser = describe.skipIf(!process.env.CI && !browserAvailable());

export interface LaunchedBrowser {
  browser: Browser;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<LaunchedBrowser> {
  if (!browserAvailable())
    throw new Error(`no Chromium at ${CHROMIUM_PATH} (CI installs it with apt)`);
  // playwright's launch() gives every browser a fresh temporary profile (user-data dir) of its own.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return {
    browser,
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}

export interface ContextOptions {
  locale?: 'en-US' | 'zh-CN';
  theme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
}

/** A fresh context with the console's locale (and theme) preset in localStorage before any script runs. */
export async function newContext(
  browser: Browser,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1440, height: 900 },
  });
  const locale = options.locale ?? 'en-US';
  const theme = options.theme;
  await context.addInitScript(
    ([l, th]) => {
      if (!localStorage.getItem('arco-locale')) localStorage.setItem('arco-locale', l as string);
      if (th && !localStorage.getItem('qy-settings'))
        localStorage.setItem('qy-settings', JSON.stringify({ theme: th }));
    },
    [locale, theme] as const,
  );
  return context;
}
