/**
 * Chromium driven by playwright-core (nothing downloads a browser). The browser is, in order:
 * `CHROMIUM_PATH`, Debian's /usr/bin/chromium, else the headless Chromium that ships inside the
 * @sparticuz/chromium npm package (a devDependency, unpacked to the temp dir on first use). A
 * browser that cannot be found or launched fails the suite: nothing is skipped.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { describe } from 'vitest';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

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

/** Where the browser comes from, and its path. */
export interface ResolvedChromium {
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
  path: string;
}

/** Resolves the browser: CHROMIUM_PATH (which must exist), /usr/bin/chromium, the npm package. */
export async function resolveChromium(
  env: NodeJS.ProcessEnv = process.env,
  systemPath = SYSTEM_CHROMIUM,
): Promise<ResolvedChromium> {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH))
      throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist`);
    return { source: 'CHROMIUM_PATH', path: env.CHROMIUM_PATH };
  }
  if (existsSync(systemPath)) return { source: 'system', path: systemPath };
  const { default: packaged } = await import('@sparticuz/chromium');
  return { source: '@sparticuz/chromium', path: await packaged.executablePath() };
}

/** Kept for the suites that use it: browser suites always run (a missing browser fails them). */
export const describeBrowser = describe;

export interface LaunchedBrowser {
  browser: Browser;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<LaunchedBrowser> {
  const { path, source } = await resolveChromium();
  // playwright's launch() gives every browser a fresh temporary profile (user-data dir) of its own.
  const browser = await chromium
    .launch({ executablePath: path, headless: true, args: CHROMIUM_ARGS })
    .catch((e: unknown) => {
      throw new Error(`cannot launch Chromium from ${source} (${path}): ${String(e)}`);
    });
  return {
    browser,
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}

let workerLaunch: Promise<LaunchedBrowser> | undefined;

/**
 * The test worker's Chromium, launched by the first browser file that runs in it and kept for the
 * next: node files run one after another in a worker (isolate: false), so a file gets the browser
 * its predecessor used, with no context left open in it. Each file opens its own contexts (fresh
 * storage, cookies and cache) and `close()` closes them, leaving the browser for the next file;
 * the browser ends with the worker (playwright kills what it launched when its process exits). A
 * browser that has crashed or disconnected is launched again.
 */
export async function workerBrowser(): Promise<LaunchedBrowser> {
  let launched = await workerLaunch?.catch(() => undefined);
  if (!launched?.browser.isConnected()) launched = await (workerLaunch = launchBrowser());
  const { browser } = launched;
  await closeContexts(browser);
  return { browser, close: () => closeContexts(browser) };
}

async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((c) => c.close().catch(() => undefined)));
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
