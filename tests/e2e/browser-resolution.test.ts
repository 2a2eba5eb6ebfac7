/** Which Chromium the browser suites use: CHROMIUM_PATH, then /usr/bin/chromium, then the npm package. */
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, resolveChromium } from './support/browser.ts';

describe('resolveChromium', () => {
  it('takes CHROMIUM_PATH first, and fails when it names no file', async () => {
    expect(await resolveChromium({ CHROMIUM_PATH: process.execPath }, '/usr/bin/chromium')).toEqual(
      {
        source: 'CHROMIUM_PATH',
        path: process.execPath,
      },
    );
    await expect(resolveChromium({ CHROMIUM_PATH: '/nonexistent/chromium' })).rejects.toThrow(
      'CHROMIUM_PATH=/nonexistent/chromium does not exist',
    );
  });

  it('then the system browser', async () => {
    expect(await resolveChromium({}, process.execPath)).toEqual({
      source: 'system',
      path: process.execPath,
    });
  });

  it(
    'else the Chromium inside @sparticuz/chromium, which launches and renders',
    { timeout: 120_000 },
    async () => {
      const resolved = await resolveChromium({}, '/nonexistent/chromium');
      expect(resolved.source).toBe('@sparticuz/chromium');
      const browser = await chromium.launch({
        executablePath: resolved.path,
        headless: true,
        args: CHROMIUM_ARGS,
      });
      try {
        const page = await browser.newPage();
        await page.setContent('<p id="t">结算 settlements</p>');
        expect(await page.textContent('#t')).toBe('结算 settlements');
      } finally {
        await browser.close();
      }
    },
  );
});
