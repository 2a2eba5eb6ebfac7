/**
 * One review queue page, configured per resource (deposit requests, merchant reviews, change
 * reviews): the list
 * with its search, status and kind filters, the shared decision columns, batch approve / reject
 * over the selection or the cursor row, and the resource's drawer. Features declare what differs.
 */
import { DECISION_STATUSES } from '#core/enums';
import { useMemo, type ReactNode } from 'react';
import type { ApiClient, CallInit } from '#core/api';
import type { DecisionStatus, Page } from '#core/types';
import { useT } from '../../../hooks/app-context.tsx';
import type { Column } from '../columns.ts';
import { FilterBar, FilterSelect, FilterText } from '../filter-bar.tsx';
import { ListView, PageFrame } from '../list-view.tsx';
import { RecordStatus } from '../record-status.tsx';
import { useList } from '../use-list.ts';
import { ReviewActions } from './review-actions.tsx';
import { useReviewQueue, type ReviewAdapter } from './use-review-queue.tsx';
import type { Decision } from './decision-dialog.tsx';
import { DateTimeCell, orEmpty } from '../cells.tsx';
import { useRowCommands } from '../use-row-commands.ts';

/** Every review queue's order in the console: submitted first, decided first. */
const REVIEW_QUEUE_SORT = 'submittedAt';

/** What every reviewable record carries. */
export interface ReviewRecord {
  id: number;
  status: DecisionStatus;
  submittedBy: string;
  submittedAt: string;
  decidedBy: string | null;
  reason: string | null;
}

export interface ReviewQueueConfig<R extends ReviewRecord> {
  /** Table-settings id, e.g. 'deposit-review'. */
  id: string;
  /** Locale key of the page title (the menu entry). */
  titleKey: string;
  load(api: ApiClient, query: Record<string, string | number>, init: CallInit): Promise<Page<R>>;
  adapter: ReviewAdapter<R>;
  /** The record's own columns; the decision columns (submitted, status, decided) follow. */
  columns: Column<R>[];
  /** Kind filter options (absent: a queue of one kind, no kind filter). */
  kinds?: { value: string; label: string }[];
  search: { label: string; placeholder: string };
  /** The CSV export (absent: the queue has none). */
  exportPath?: string;
  exportName?: string;
  /** The queue's drawer, most often a ReviewDrawer with the record's own sections. */
  drawer(props: ReviewDrawerProps<R>): ReactNode;
}

/** What the page hands the queue's drawer. */
export interface ReviewDrawerProps<R extends ReviewRecord> {
  record: R | null;
  /** The `?open=` key; set while the record is not (yet) on the loaded page. */
  openKey: string;
  onClose(): void;
  onDecide(decision: Decision): void;
}

export function ReviewQueuePage<R extends ReviewRecord>(config: ReviewQueueConfig<R>) {
  const { t } = useT();
  // Oldest first: the request that has waited longest is decided first (issue 26).
  const list = useList<R>({
    id: config.id,
    defaults: { status: 'pending' },
    defaultSort: REVIEW_QUEUE_SORT,
    load: config.load,
  });
  const { filters, setFilters, setOpen, open } = list.url;
  const rows = list.data?.items ?? [];
  const opened = rows.find((r) => String(r.id) === open) ?? null;
  const rowCommands = useRowCommands<R>({
    id: config.id,
    number: config.adapter.number,
    open: (r) => setOpen(String(r.id)),
  });
  const queue = useReviewQueue({
    adapter: config.adapter,
    rows,
    cursorRow: rowCommands.cursorRow,
    refetch: list.refetch,
  });

  const { columns: own } = config;
  const columns = useMemo<Column<R>[]>(
    () => [
      ...own,
      { key: 'submittedBy', title: t('review.field.submittedBy'), render: (r) => r.submittedBy },
      {
        key: 'submittedAt',
        title: t('review.field.submittedAt'),
        sortField: 'submittedAt',
        render: (r) => <DateTimeCell value={r.submittedAt} />,
      },
      {
        key: 'status',
        pin: 'end',
        title: t('data.common.status'),
        render: (r) => <RecordStatus kind="decision" value={r.status} />,
      },
      { key: 'decidedBy', title: t('review.field.decidedBy'), render: (r) => orEmpty(r.decidedBy) },
      {
        key: 'reason',
        title: t('review.field.reason'),
        nowrap: true,
        render: (r) => orEmpty(r.reason),
      },
    ],
    [own, t],
  );

  const title = t(config.titleKey);
  return (
    <PageFrame
      title={title}
      extra={<span className="text-xs text-fg-2">{t('review.keyboardHelp')}</span>}
    >
      <ListView
        list={list}
        label={title}
        columns={columns}
        rowKey={(r) => String(r.id)}
        exportPath={config.exportPath}
        exportName={config.exportName}
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
          onCursorChange: rowCommands.onCursorChange,
        }}
        filters={
          <FilterBar
            onReset={() =>
              setFilters({ q: '', status: 'pending', ...(config.kinds ? { kind: '' } : {}) })
            }
          >
            <FilterText
              label={config.search.label}
              placeholder={config.search.placeholder}
              value={filters.q ?? ''}
              onChange={(q) => setFilters({ q })}
            />
            <FilterSelect
              label={t('data.common.status')}
              value={filters.status ?? ''}
              onChange={(status) => setFilters({ status })}
              options={DECISION_STATUSES.map((s) => ({
                value: s,
                label: t(`status.decision.${s}`),
              }))}
            />
            {config.kinds && (
              <FilterSelect
                label={t('review.field.kind')}
                value={filters.kind ?? ''}
                onChange={(kind) => setFilters({ kind })}
                options={config.kinds}
              />
            )}
          </FilterBar>
        }
      />
      {config.drawer({
        record: opened,
        openKey: open,
        onClose: () => setOpen(''),
        onDecide: (d) => opened && queue.start(d, [opened]),
      })}
      {queue.dialogs}
    </PageFrame>
  );
}
