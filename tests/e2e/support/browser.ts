/**
 * Chromium driven by playwright-core (nothing downloads a browser). Two builds are at hand:
 * - the headless shell inside the @sparticuz/chromium npm package (a devDependency, so on every
 *   machine after `npm ci`; Chromium's own headless-only build, the one Playwright runs by default
 *   for headless tests), unpacked once per package version into the temp dir;
 * - Debian's /usr/bin/chromium, the full browser (what .ci/run installs).
 * The test files take the headless shell first: signed-in console pages cost it about half the CPU
 * of the full browser (15 fresh contexts: 7.0 s against 12.2-14.0 s), and browser work was half
 * of the suite's CPU on 2 cores. The benches (bench/web) take the full browser first, the one
 * their figures have always been measured with. `CHROMIUM_PATH` overrides both. A browser that
 * cannot be found or launched fails the suite: nothing is skipped.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { describe } from 'vitest';
import { ROOT } from '../../support/build.ts';
import { withFileLock } from '../../support/file-lock.ts';

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

export type ChromiumSource = 'system' | '@sparticuz/chromium';

/** Where the browser comes from, and its path. */
export interface ResolvedChromium {
  source: 'CHROMIUM_PATH' | ChromiumSource;
  path: string;
}

/** The test files' order: the headless shell, then the system's browser. */
export const TEST_ORDER: readonly ChromiumSource[] = ['@sparticuz/chromium', 'system'];
/** The benches' order: the system's browser, then the headless shell. */
export const BENCH_ORDER: readonly ChromiumSource[] = ['system', '@sparticuz/chromium'];

const PACKAGE = join(ROOT, 'node_modules/@sparticuz/chromium');

/**
 * The npm package's headless shell, unpacked (brotli) into `<tmp>/qy-headless-shell/<version>/`
 * under a lock, written to a temporary name and renamed, so a test process never starts a half
 * written binary; later calls find it there.
 */
export async function headlessShell(): Promise<string> {
  const { version } = JSON.parse(await readFile(join(PACKAGE, 'package.json'), 'utf8')) as {
    version: string;
  };
  const dir = join(tmpdir(), 'qy-headless-shell', version);
  const binary = join(dir, 'chromium');
  if (existsSync(binary)) return binary;
  await withFileLock(`${dir}.lock`, async () => {
    if (existsSync(binary)) return;
    await mkdir(dir, { recursive: true });
    const part = `${binary}.${process.pid}.part`;
    await pipeline(
      createReadStream(join(PACKAGE, 'bin/chromium.br')),
      createBrotliDecompress(),
      createWriteStream(part, { mode: 0o755 }),
    );
    await rename(part, binary);
  });
  return binary;
}

/** Resolves the browser: CHROMIUM_PATH (which must exist), else the first of `order` there is. */
export async function resolveChromium(
  env: NodeJS.ProcessEnv = process.env,
  systemPath = SYSTEM_CHROMIUM,
  order: readonly ChromiumSource[] = BENCH_ORDER,
): Promise<ResolvedChromium> {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH))
      throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist`);
    return { source: 'CHROMIUM_PATH', path: env.CHROMIUM_PATH };
  }
  for (const source of order) {
    if (source === 'system' && existsSync(systemPath)) return { source, path: systemPath };
    if (source === '@sparticuz/chromium' && existsSync(join(PACKAGE, 'bin/chromium.br')))
      return { source, path: await headlessShell() };
  }
  throw new Error(`no Chromium: neither ${systemPath} nor the @sparticuz/chromium package`);
}

/** Kept for the suites that use it: browser suites always run (a missing browser fails them). */
export const describeBrowser = describe;

export interface LaunchedBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/** Launches the first browser of `order` (the benches' order unless told). */
export async function launchBrowser(
  order: readonly ChromiumSource[] = BENCH_ORDER,
): Promise<LaunchedBrowser> {
  const { path, source } = await resolveChromium(process.env, SYSTEM_CHROMIUM, order);
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
  if (!launched?.browser.isConnected()) launched = await (workerLaunch = launchBrowser(TEST_ORDER));
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
