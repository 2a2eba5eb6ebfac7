/**
 * A review queue page (ReviewQueuePage) over a stand-in resource: pending requests, oldest first;
 * `a` / `r` (the queue's commands, as the hotkey layer and the palette run them) decide the cursor
 * row or the selection after a confirm step; rejecting needs a reason; a batch reports each item,
 * refusals explained; nothing chosen says how to choose.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BatchDecisionInput, BatchDecisionResult } from '#core/api';
import { Code } from '#core/errors';
import type { Page } from '#core/types';
import {
  ReviewQueuePage,
  type ReviewRecord,
} from '../../../web/components/data/review/review-queue-page.tsx';
import { toastState } from '../../../web/components/ui/toast.ts';
import type { AppServices } from '../../../web/hooks/app-context.tsx';
import { mount } from '../support/render.tsx';

interface Request extends ReviewRecord {
  no: string;
  version: number;
}

const REQUESTS: Request[] = [1, 2, 3].map((n) => ({
  id: n,
  no: `REQ-${n}`,
  version: 3,
  status: 'pending',
  submittedBy: 'operator',
  submittedAt: `2026-03-0${n}T08:00:00.000Z`,
  decidedBy: null,
  reason: null,
}));

function queue() {
  const queries: Record<string, string | number>[] = [];
  const approve = vi.fn(async (_api: unknown, _row: Request) => ({}));
  const reject = vi.fn(async (_api: unknown, _row: Request, _reason: string) => ({}));
  const decide = vi.fn(
    async (_api: unknown, input: BatchDecisionInput): Promise<BatchDecisionResult> => ({
      results: input.items.map((item, i) =>
        i === 0
          ? { id: item.id, ok: true, code: Code.Ok, message: 'Success' }
          : { id: item.id, ok: false, code: Code.MakerChecker, message: 'Refused' },
      ),
    }),
  );
  const page = (
    <ReviewQueuePage<Request>
      id="test-review"
      titleKey="menu.bzjManage.bzjReview"
      load={async (_api, query) => {
        queries.push(query);
        const items = REQUESTS.filter((r) => !query.status || r.status === query.status);
        return { items, total: items.length, page: 1, pageSize: 20 } as Page<Request>;
      }}
      adapter={{
        key: (r) => String(r.id),
        id: (r) => r.id,
        version: (r) => r.version,
        number: (r) => r.no,
        describe: () => 'Top-up · ¥100.00',
        isPending: (r) => r.status === 'pending',
        approve,
        reject,
        decide,
      }}
      columns={[{ key: 'no', title: 'Request', render: (r) => r.no, fixed: true }]}
      search={{ label: 'Search', placeholder: 'Number' }}
      drawer={() => null}
    />
  );
  return { page, queries, approve, reject, decide };
}

/** Runs a registered command, as its hotkey (`a`, `r`) or the palette would. */
function runCommand(services: AppServices, id: string) {
  const command = services.commandStore.state.commands.find((c) => c.id === id);
  if (!command) throw new Error(`no command ${id}`);
  act(() => void command.run());
}

async function openQueue() {
  const q = queue();
  const mounted = await mount(q.page, { path: '/review' });
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(grid.querySelectorAll('tr[data-row-key]')).toHaveLength(3));
  return { ...q, ...mounted, grid };
}

const toasts = () => toastState.items.map((t) => t.message);

describe('a review queue', () => {
  afterEach(() => {
    toastState.items = [];
  });

  it('asks for the pending requests, oldest first', async () => {
    const { queries } = await openQueue();
    expect(queries[0]).toMatchObject({ status: 'pending', sort: 'submittedAt' });
  });

  it('approves the cursor row after the confirm step: j, a, Enter', async () => {
    const { grid, user, services, approve, queries } = await openQueue();
    act(() => grid.focus());
    await user.keyboard('j');
    runCommand(services, 'review:approve');
    const ask = await screen.findByRole('alertdialog', { name: 'Approve REQ-2?' });
    expect(within(ask).getByText('REQ-2 · Top-up · ¥100.00')).toBeTruthy();
    const loads = queries.length;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(approve).toHaveBeenCalledTimes(1));
    expect(approve.mock.calls[0][1]).toMatchObject({ id: 2 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBe(null));
    expect(toasts()).toContain('REQ-2 approved');
    await waitFor(() => expect(queries.length).toBeGreaterThan(loads));
  });

  it('rejects only with a reason', async () => {
    const { grid, user, services, reject } = await openQueue();
    act(() => grid.focus());
    runCommand(services, 'review:reject');
    const ask = await screen.findByRole('alertdialog', { name: 'Reject REQ-1?' });
    await user.keyboard('{Enter}');
    expect(within(ask).getByText('Please enter a reason')).toBeTruthy();
    expect(reject).not.toHaveBeenCalled();
    await user.type(within(ask).getByRole('textbox'), 'Duplicate request{Enter}');
    await waitFor(() => expect(reject).toHaveBeenCalledTimes(1));
    expect(reject.mock.calls[0].slice(1)).toEqual([
      expect.objectContaining({ id: 1 }),
      'Duplicate request',
    ]);
  });

  it('decides a selection in one batch and reports each item, refusals explained', async () => {
    const { grid, user, services, decide } = await openQueue();
    act(() => grid.focus());
    await user.keyboard('xjjx');
    expect(screen.getByRole('button', { name: /^Approve selected \(2\)/ })).toBeTruthy();
    runCommand(services, 'review:approve');
    await screen.findByRole('alertdialog', { name: 'Approve 2 items?' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(decide).toHaveBeenCalledTimes(1));
    expect(decide.mock.calls[0][1]).toEqual({
      decision: 'approve',
      items: [
        { id: 1, version: 3 },
        { id: 3, version: 3 },
      ],
    });
    const report = await screen.findByRole('dialog', { name: 'Batch decision' });
    expect(within(report).getByText('1 decided, 1 refused')).toBeTruthy();
    expect(within(report).getByText('REQ-1')).toBeTruthy();
    expect(within(report).getByText('REQ-3')).toBeTruthy();
    expect(report.textContent).toContain('Refused');
    expect(report.textContent).toContain('nobody decides their own request');
  });

  it('says how to choose when nothing is chosen', async () => {
    const { services } = await openQueue();
    runCommand(services, 'review:approve');
    expect(toasts()).toEqual(['Move to a row (j/k) or select rows (x) first']);
    expect(screen.queryByRole('alertdialog')).toBe(null);
  });
});
