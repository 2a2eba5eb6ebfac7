/** The change-review queues' browser-test helpers: a filed change, the queue's grid and keys. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  api,
  cursorOnFirstRow,
  openConfirm,
  withoutPending,
  type PendingSetUp,
} from './reviews.ts';
import type { TestServer } from './server.ts';

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

/** Organisations and the routing-review queue, tied by the review's subject. */
export const orgsWithoutReview: PendingSetUp<Org, Review> = {
  subjects: '/orgs?pageSize=100',
  pending: '/orgs/reviews?status=pending&pageSize=100',
  subjectKey: (o) => o.id,
  pendingKey: (r) => r.subjectId,
};

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
  const org = (await withoutPending(server, token, orgsWithoutReview, adminToken))[skip];
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
  await cursorOnFirstRow(page, await grid(page));
  return openConfirm(page, key);
}
