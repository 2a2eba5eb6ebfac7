/** The change-review queues' browser-test helpers: API calls, a filed change, the queue's keys. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestServer } from './server.ts';

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export async function api<T>(
  server: TestServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${server.api}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

export interface Org {
  id: number;
  code: string;
  name: string;
  bankAccount: string;
  version: number;
}
export interface Review {
  id: number;
  subjectId: number;
  subjectLabel: string;
  status: string;
  reason: string | null;
  decidedBy: string | null;
  changes: Record<string, { from: unknown; to: unknown }>;
}

/**
 * Files (as `token`) a bank-account change of an organisation without a pending review (the queue
 * read as `adminToken`); returns both.
 */
export async function submitBankChange(
  server: TestServer,
  token: string,
  account: string,
  skip = 0,
  adminToken = token,
) {
  const orgs = await api<{ items: Org[] }>(server, token, 'GET', '/orgs?pageSize=100');
  const pending = await api<{ items: Review[] }>(
    server,
    adminToken,
    'GET',
    '/orgs/reviews?status=pending&pageSize=100',
  );
  const busy = new Set(pending.body.data.items.map((r) => r.subjectId));
  const org = orgs.body.data.items.filter((o) => !busy.has(o.id))[skip];
  expect(org, 'an organisation without a pending routing review').toBeTruthy();
  const res = await api<Org & { pendingReview: Review | null }>(
    server,
    token,
    'PUT',
    `/orgs/${org.id}`,
    { version: org.version, bankAccount: account },
  );
  expect(res.body.code).toBe(200000);
  const review = res.body.data.pendingReview;
  expect(review?.changes.bankAccount).toBeTruthy();
  return { org, review: review! };
}

export async function grid(page: Page) {
  const table = page.getByRole('grid', { name: /Routing Review/ });
  await table.locator('tbody tr[data-row-key]').first().waitFor({ timeout: 20_000 });
  await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();
  return table;
}

/** Puts the cursor on the first row and presses `key` until the confirm dialog opens. */
export async function decideFirstRow(page: Page, key: 'a' | 'r') {
  const table = await grid(page);
  await expect
    .poll(async () => {
      await page.keyboard.press('j');
      return table.locator('tr[data-cursor]').count();
    })
    .toBe(1);
  const confirm = page.getByRole('alertdialog');
  await expect
    .poll(async () => {
      if ((await confirm.count()) === 0) await page.keyboard.press(key);
      return confirm.count();
    })
    .toBe(1);
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="alertdialog"]')))
    .toBe(true);
  return confirm;
}
