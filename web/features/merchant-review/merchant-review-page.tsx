import { useMemo, useState } from 'react';
import { listMerchantReviews, type MerchantReviewQuery } from '#core/api';
import type { MerchantReview } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import type { Column } from '../../components/data/columns.ts';
import { FilterBar, FilterSelect, FilterText } from '../../components/data/filter-bar.tsx';
import { ListView, PageFrame } from '../../components/data/list-view.tsx';
import { RecordStatus } from '../../components/data/record-status.tsx';
import { ReviewActions } from '../../components/data/review/review-actions.tsx';
import { useReviewQueue } from '../../components/data/review/use-review-queue.tsx';
import { useList } from '../../components/data/use-list.ts';
import { ChangeList } from './components/change-list.tsx';
import { ReviewDrawer } from './components/review-drawer.tsx';
import { merchantReviewAdapter } from './review-adapter.ts';

const STATUSES = ['pending', 'approved', 'rejected'];
const KINDS = ['onboard', 'change'];

export default function MerchantReviewPage() {
  const { t, formatDateTime } = useT();
  const list = useList<MerchantReview>({
    id: 'merchant-review',
    defaults: { status: 'pending' },
    load: (api, query, init) => listMerchantReviews(api, query as MerchantReviewQuery, init),
  });
  const { filters, setFilters, setOpen, open } = list.url;
  const [cursorRow, setCursorRow] = useState<MerchantReview | null>(null);
  const adapter = useMemo(
    () => merchantReviewAdapter((r) => `${r.merchantName} · ${t(`reviewKind.merchant.${r.kind}`)}`),
    [t],
  );
  const rows = list.data?.items ?? [];
  const opened = rows.find((r) => String(r.id) === open) ?? null;
  const queue = useReviewQueue({
    adapter,
    rows,
    cursorRow,
    refetch: list.refetch,
    open: (r) => setOpen(String(r.id)),
  });

  const columns = useMemo<Column<MerchantReview>[]>(
    () => [
      {
        key: 'merchantNo',
        title: t('merchants.field.merchantNo'),
        fixed: true,
        render: (r) => <span className="font-mono">{r.merchantNo}</span>,
      },
      {
        key: 'merchantName',
        title: t('merchants.field.name'),
        nowrap: true,
        render: (r) => r.merchantName,
      },
      {
        key: 'kind',
        title: t('review.field.kind'),
        render: (r) => t(`reviewKind.merchant.${r.kind}`),
      },
      {
        key: 'changes',
        title: t('merchantReview.section.changes'),
        nowrap: true,
        render: (r) => (r.kind === 'change' ? <ChangeList compact changes={r.changes} /> : '—'),
      },
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
      title={t('menu.bzjMerchantManage.bzjCheckMerchantList')}
      extra={<span className="text-xs text-fg-2">{t('review.keyboardHelp')}</span>}
    >
      <ListView
        list={list}
        label={t('menu.bzjMerchantManage.bzjCheckMerchantList')}
        columns={columns}
        rowKey={(r) => String(r.id)}
        exportPath="/merchants/reviews"
        exportName="merchant-reviews"
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
              label={t('merchants.filter.q')}
              placeholder={t('merchants.filter.qPlaceholder')}
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
              options={KINDS.map((k) => ({ value: k, label: t(`reviewKind.merchant.${k}`) }))}
            />
          </FilterBar>
        }
      />
      <ReviewDrawer
        review={opened}
        openKey={open}
        onClose={() => setOpen('')}
        onDecide={(d) => opened && queue.start(d, [opened])}
      />
      {queue.dialogs}
    </PageFrame>
  );
}
