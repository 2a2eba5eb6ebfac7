/**
 * The workbench's change-review counts in real Chromium against a real server: an admin sees the
 * pending routing changes and admin grants (in both locales) and opens the queue from the card; an
 * operator's workbench is not sent the counts and shows no such card.
 */
import { expect, it, vi } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { describeBrowser, newContext } from './support/browser.ts';
import { useSuite } from './support/suite.ts';
import { signIn } from './support/sign-in.ts';
import { submitBankChange } from './support/change-reviews.ts';
import { api } from './support/reviews.ts';

vi.setConfig({ testTimeout: 120_000, expect: { poll: { timeout: 15_000, interval: 100 } } });

const LABELS = {
  'en-US': {
    deposits: 'Deposit requests to review',
    routing: 'Routing changes to review',
    grants: 'Admin grants to review',
  },
  'zh-CN': { deposits: '待审核保证金申请', routing: '待审核分润变更', grants: '待审核管理员授权' },
} as const;

/** Signs `username` in on the workbench; the page and the workbench figures it was sent. */
async function workbench(
  suite: ReturnType<typeof useSuite>,
  username: string,
  locale: keyof typeof LABELS,
) {
  const context = await newContext(suite.browser, { locale });
  const page = await context.newPage();
  const sent: Record<string, unknown>[] = [];
  page.on('response', (res: Response) => {
    if (new URL(res.url()).pathname.endsWith('/dashboard/workbench'))
      void res.json().then((body: { data: Record<string, unknown> }) => sent.push(body.data));
  });
  await signIn(page, suite.server, username, '/dashboard/workplace');
  await page.getByText(LABELS[locale].deposits).first().waitFor({ timeout: 30_000 });
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  return { context, page, sent };
}

const card = (page: Page, label: string) => page.getByRole('button', { name: label });

describeBrowser('workbench change-review counts', () => {
  const suite = useSuite();

  it('shows an admin each change-review queue’s pending count, in both locales, and opens the queue', async () => {
    const maker = await newContext(suite.browser);
    const token = await signIn(await maker.newPage(), suite.server, 'admin');
    await maker.close();
    await submitBankChange(suite.server, token, '6222020000007777');
    const total = async (queue: string) =>
      (await api<{ total: number }>(suite.server, token, 'GET', `${queue}?status=pending`)).body
        .data.total;
    const routing = await total('/orgs/reviews');
    const grants = await total('/users/reviews');
    expect(routing).toBeGreaterThan(0);

    for (const locale of ['zh-CN', 'en-US'] as const) {
      const { context, page, sent } = await workbench(suite, 'reviewer', locale);
      expect(sent[0].pendingChangeReviews).toEqual({ orgRouting: routing, adminGrants: grants });
      const labels = LABELS[locale];
      await expect.poll(() => card(page, labels.routing).textContent()).toContain(`${routing}`);
      expect(await card(page, labels.routing).textContent()).toMatch(
        new RegExp(`^${labels.routing}${routing}\\b`),
      );
      expect(await card(page, labels.grants).textContent()).toMatch(
        new RegExp(`^${labels.grants}${grants}\\b`),
      );
      if (locale === 'en-US') {
        await card(page, labels.routing).click();
        await page.waitForURL(/\/allotManage\/orgReviewList/);
        await page.getByRole('grid', { name: /Routing Review/ }).waitFor();
      }
      await context.close();
    }
  });

  it('sends an operator’s workbench no change-review counts and shows no such card', async () => {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const { context, page, sent } = await workbench(suite, 'operator', locale);
      for (const figures of sent) expect(figures).not.toHaveProperty('pendingChangeReviews');
      const labels = LABELS[locale];
      expect(await page.getByText(labels.routing).count()).toBe(0);
      expect(await page.getByText(labels.grants).count()).toBe(0);
      await context.close();
    }
  });
});
