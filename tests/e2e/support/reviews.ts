/**
 * The review queues' shared browser-test helpers (deposit and merchant reviews, change reviews):
 * an authorised API call that returns the envelope, the subjects free to file a change on, and the
 * queue's keys up to the confirm dialog.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { TestServer } from './server.ts';

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** `method path` as the holder of `token`: the HTTP status and the envelope. */
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

/** Where a queue's subjects and its pending reviews are read, and what ties one to the other. */
export interface PendingSetUp<S, P> {
  /** The list of subjects, e.g. `/orgs?pageSize=100`. */
  subjects: string;
  /** The queue's pending items, e.g. `/orgs/reviews?status=pending&pageSize=100`. */
  pending: string;
  subjectKey: (subject: S) => string | number;
  pendingKey: (item: P) => string | number;
}

/**
 * The subjects (read as `token`) that have no pending review in the queue (read as `queueToken`):
 * the ones a test may file a change on without meeting the one-pending-review rule.
 */
export async function withoutPending<S, P>(
  server: TestServer,
  token: string,
  setUp: PendingSetUp<S, P>,
  queueToken = token,
): Promise<S[]> {
  const subjects = await api<{ items: S[] }>(server, token, 'GET', setUp.subjects);
  const pending = await api<{ items: P[] }>(server, queueToken, 'GET', setUp.pending);
  const busy = new Set(pending.body.data.items.map(setUp.pendingKey));
  return subjects.body.data.items.filter((s) => !busy.has(setUp.subjectKey(s)));
}

/** j puts the cursor on the first row once the grid listens: retry until a row has it. */
export async function cursorOnFirstRow(page: Page, table: Locator) {
  await expect
    .poll(async () => {
      await page.keyboard.press('j');
      return table.locator('tr[data-cursor]').count();
    })
    .toBe(1);
}

/**
 * Presses `key` until the confirm dialog opens (the page registers its hotkeys in an effect after
 * the rows render), then waits until its focus trap has taken focus, so Enter lands on it.
 */
export async function openConfirm(page: Page, key: string) {
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
