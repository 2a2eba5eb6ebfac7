/** Helpers for the dashboard tests: read the server's data as the signed-in page does. */
import type { Page } from 'playwright-core';

/** GET `path` with the page's stored token; the envelope's data. */
export async function apiData<T>(page: Page, base: string, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: T };
  return body.data;
}

/** The page heading is up and no skeleton is left. */
export async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator('main [data-loading]').first().waitFor({ state: 'detached' });
}
