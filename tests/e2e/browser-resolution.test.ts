/**
 * Which Chromium the browser suites use: CHROMIUM_PATH, else the test files take the npm package's
 * headless shell before the system browser and the benches the other way round.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  BENCH_ORDER,
  CHROMIUM_ARGS,
  headlessShell,
  resolveChromium,
  TEST_ORDER,
} from './support/browser.ts';

describe('resolveChromium', () => {
  it('takes CHROMIUM_PATH first, and fails when it names no file', async () => {
    for (const order of [TEST_ORDER, BENCH_ORDER]) {
      expect(
        await resolveChromium({ CHROMIUM_PATH: process.execPath }, '/usr/bin/chromium', order),
      ).toEqual({ source: 'CHROMIUM_PATH', path: process.execPath });
    }
    await expect(resolveChromium({ CHROMIUM_PATH: '/nonexistent/chromium' })).rejects.toThrow(
      'CHROMIUM_PATH=/nonexistent/chromium does not exist',
    );
  });

  it('gives the benches the system browser when there is one, else the headless shell', async () => {
    expect(await resolveChromium({}, process.execPath, BENCH_ORDER)).toEqual({
      source: 'system',
      path: process.execPath,
    });
    expect(await resolveChromium({}, '/nonexistent/chromium', BENCH_ORDER)).toEqual({
      source: '@sparticuz/chromium',
      path: await headlessShell(),
    });
  });

  it('gives the test files the headless shell even where a system browser is', async () => {
    expect(await resolveChromium({}, process.execPath, TEST_ORDER)).toEqual({
      source: '@sparticuz/chromium',
      path: await headlessShell(),
    });
  });

  it(
    'unpacks the headless shell once, whole, and it launches and shows a page',
    {
      timeout: 120_000,
    },
    async () => {
      const path = await headlessShell();
      expect(existsSync(path)).toBe(true);
      expect(await headlessShell()).toBe(path);
      const browser = await chromium.launch({
        executablePath: path,
        headless: true,
        args: CHROMIUM_ARGS,
      });
      try {
        const page = await browser.newPage();
        await page.setContent('<p id="t">结算 settlements</p>');
        expect(await page.textContent('#t')).toBe('结算 settlements');
        expect(browser.version()).toMatch(/^\d+\./);
      } finally {
        await browser.close();
      }
    },
  );
});
