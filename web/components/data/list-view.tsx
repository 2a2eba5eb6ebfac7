import { useId, useMemo, type ReactNode } from 'react';
import type { Page } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import type { Column } from './columns.ts';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { ExportButton } from './export-button.tsx';
import { Pagination } from './pagination.tsx';
import { RefreshButton, TableSettings } from './table-settings.tsx';
import type { useList } from './use-list.ts';
import { orderColumns } from './use-table-prefs.ts';

type ListHandle<T> = ReturnType<typeof useList<T, Page<T>>>;

interface ListViewProps<T> {
  list: ListHandle<T>;
  label: string;
  columns: Column<T>[];
  rowKey(row: T): string;
  filters?: ReactNode;
  /** Buttons on the left of the toolbar (create, batch actions). */
  actions?: ReactNode;
  /** Text above the table on the right (e.g. the filtered totals). */
  summary?: ReactNode;
  /** The list's API path, for the CSV export. */
  exportPath?: string;
  exportName?: string;
  table?: Partial<DataTableProps<T>>;
}

/** A business list: filters, toolbar (actions, export, refresh, settings), table and pagination. */
export function ListView<T>({
  list,
  label,
  columns,
  rowKey,
  filters,
  actions,
  summary,
  exportPath,
  exportName,
  table,
}: ListViewProps<T>) {
  const { t } = useT();
  const page = list.data;
  const order = list.prefs.prefs.order;
  const ordered = useMemo(() => orderColumns(columns, order), [columns, order]);
  const jumpId = useId();
  const total = page?.total ?? 0;
  const { page: current, pageSize, setPage } = list.url;
  const paging = useMemo(
    () => ({
      page: current,
      pages: Math.max(1, Math.ceil(total / pageSize)),
      go: (p: number) => setPage(p),
      focusJump: () => document.getElementById(jumpId)?.focus(),
    }),
    [current, total, pageSize, setPage, jumpId],
  );
  return (
    <div data-list-view="" className="flex flex-col gap-3">
      {filters}
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex flex-1 flex-wrap items-center gap-2">{actions}</div>
        {summary && <div className="text-sm text-fg-2">{summary}</div>}
        {exportPath && (
          <ExportButton
            path={exportPath}
            query={list.url.query}
            fileBase={exportName ?? 'export'}
          />
        )}
        <RefreshButton onClick={list.refetch} loading={list.loading} />
        <TableSettings
          columns={ordered}
          density={list.prefs.prefs.density}
          hidden={list.prefs.prefs.hidden}
          onDensity={list.prefs.setDensity}
          onToggleColumn={list.prefs.toggleColumn}
          onMoveColumn={(key, delta) =>
            list.prefs.moveColumn(
              key,
              delta,
              ordered.map((c) => c.key),
            )
          }
        />
      </div>
      <DataTable
        label={label}
        columns={ordered}
        rows={page?.items ?? []}
        rowKey={rowKey}
        loading={list.loading}
        error={list.error}
        onRetry={list.refetch}
        sort={list.url.sort}
        onSortChange={list.url.setSort}
        density={list.prefs.prefs.density}
        hidden={list.prefs.prefs.hidden}
        paging={paging}
        {...table}
      />
      {page && page.total > 0 && (
        <Pagination
          page={list.url.page}
          pageSize={list.url.pageSize}
          total={page.total}
          onChange={list.url.setPage}
          jumpId={jumpId}
        />
      )}
      {!page && !list.loading && !list.error && (
        <span className="sr-only">{t('data.state.empty')}</span>
      )}
    </div>
  );
}

/** The page frame: a title row with actions, then the content card. */
export function PageFrame({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold text-fg">{title}</h1>
        <div className="ml-auto flex flex-wrap items-center gap-2">{extra}</div>
      </div>
      <div className="rounded-lg border border-line bg-surface p-4">{children}</div>
    </div>
  );
}
