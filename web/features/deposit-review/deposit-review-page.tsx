import { useMemo, useState } from 'react';
import { listDepositRequests, type DepositRequestQuery } from '#core/api';
import type { DepositRequest, DepositRequestKind } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import type { Column } from '../../components/data/columns.ts';
import { FilterBar, FilterSelect, FilterText } from '../../components/data/filter-bar.tsx';
import { ListView, PageFrame } from '../../components/data/list-view.tsx';
import { Money } from '../../components/data/money.tsx';
import { RecordStatus } from '../../components/data/record-status.tsx';
import { ReviewActions } from '../../components/data/review/review-actions.tsx';
import { useReviewQueue } from '../../components/data/review/use-review-queue.tsx';
import { useList } from '../../components/data/use-list.ts';
import { RequestDrawer } from './components/request-drawer.tsx';
import { depositReviewAdapter } from './review-adapter.ts';

const KINDS: DepositRequestKind[] = ['open', 'top_up', 'refund', 'freeze', 'unfreeze', 'close'];
const STATUSES = ['pending', 'approved', 'rejected'];

export default function DepositReviewPage() {
  const { t, formatDateTime, formatMoney } = useT();
  const list = useList<DepositRequest>({
    id: 'deposit-review',
    defaults: { status: 'pending' },
    load: (api, query, init) => listDepositRequests(api, query as DepositRequestQuery, init),
  });
  const { filters, setFilters, setOpen, open } = list.url;
  const opened = list.data?.items.find((r) => String(r.id) === open) ?? null;
  const [cursorRow, setCursorRow] = useState<DepositRequest | null>(null);
  const adapter = useMemo(
    () =>
      depositReviewAdapter((r) =>
        `${t(`requestKind.deposit.${r.kind}`)} ${r.kind === 'open' || r.kind === 'close' ? '' : formatMoney(r.amountFen)}`.trim(),
      ),
    [t, formatMoney],
  );
  const rows = list.data?.items ?? [];
  const queue = useReviewQueue({
    adapter,
    rows,
    cursorRow,
    refetch: list.refetch,
    open: (r) => setOpen(String(r.id)),
  });

  const columns = useMemo<Column<DepositRequest>[]>(
    () => [
      {
        key: 'accountNo',
        title: t('deposits.field.accountNo'),
        fixed: true,
        render: (r) => <span className="font-mono">{r.accountNo}</span>,
      },
      {
        key: 'institution',
        title: t('deposits.field.institution'),
        nowrap: true,
        render: (r) => r.institutionName,
      },
      {
        key: 'kind',
        title: t('review.field.kind'),
        render: (r) => t(`requestKind.deposit.${r.kind}`),
      },
      {
        key: 'amount',
        title: t('review.field.amount'),
        align: 'right',
        sortField: 'amountFen',
        render: (r) => <Money fen={r.amountFen} />,
      },
      { key: 'note', title: t('review.field.note'), nowrap: true, render: (r) => r.note || '—' },
      { key: 'submittedBy', title: t('review.field.submittedBy'), render: (r) => r.submittedBy },
      {
        key: 'submittedAt',
        title: t('review.field.submittedAt'),
        sortField: 'submittedAt',
        render: (r) => (
          <span className="tabular-nums text-fg-2">{formatDateTime(r.submittedAt)}</span>
        ),
      },
      {
        key: 'status',
        title: t('data.common.status'),
        render: (r) => <RecordStatus kind="decision" value={r.status} />,
      },
      { key: 'decidedBy', title: t('review.field.decidedBy'), render: (r) => r.decidedBy ?? '—' },
      {
        key: 'reason',
        title: t('review.field.reason'),
        nowrap: true,
        render: (r) => r.reason ?? '—',
      },
    ],
    [t, formatDateTime],
  );

  return (
    <PageFrame
      title={t('menu.bzjManage.bzjCheckList')}
      extra={<span className="text-xs text-fg-2">{t('review.keyboardHelp')}</span>}
    >
      <ListView
        list={list}
        label={t('menu.bzjManage.bzjCheckList')}
        columns={columns}
        rowKey={(r) => String(r.id)}
        exportPath="/deposits/requests"
        exportName="deposit-requests"
        actions={
          <ReviewActions
            count={queue.selectedCount}
            onApprove={() => queue.start('approve')}
            onReject={() => queue.start('reject')}
            onClear={queue.clear}
          />
        }
        table={{
          selected: queue.selectedKeys,
          onSelectedChange: queue.setSelected,
          onOpen: (r) => setOpen(String(r.id)),
          onCursorChange: setCursorRow,
        }}
        filters={
          <FilterBar onReset={() => setFilters({ q: '', status: 'pending', kind: '' })}>
            <FilterText
              label={t('deposits.filter.q')}
              placeholder={t('deposits.filter.qPlaceholder')}
              value={filters.q ?? ''}
              onChange={(q) => setFilters({ q })}
            />
            <FilterSelect
              label={t('data.common.status')}
              value={filters.status ?? ''}
              onChange={(status) => setFilters({ status })}
              options={STATUSES.map((s) => ({ value: s, label: t(`status.decision.${s}`) }))}
            />
            <FilterSelect
              label={t('review.field.kind')}
              value={filters.kind ?? ''}
              onChange={(kind) => setFilters({ kind })}
              options={KINDS.map((k) => ({ value: k, label: t(`requestKind.deposit.${k}`) }))}
            />
          </FilterBar>
        }
      />
      <RequestDrawer
        request={opened}
        openKey={open}
        onClose={() => setOpen('')}
        onDecide={(d) => opened && queue.start(d, [opened])}
      />
      {queue.dialogs}
    </PageFrame>
  );
}
