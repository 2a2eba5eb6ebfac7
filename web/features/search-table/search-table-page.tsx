/**
 * Search table (seed §2): content sets filtered by number, name, content type, filter type,
 * created date range and status; create, CSV import with a per-row report, CSV download of the
 * filtered set; density, refresh and column settings; filters, sort and page in the URL.
 */
import { useMemo, useState } from 'react';
import { listContentSets, type ContentSet, type ContentSetQuery } from '#core/api';
import { useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { Tag } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import type { Column } from '../../components/data/columns.ts';
import {
  FilterBar,
  FilterDateRange,
  FilterSelect,
  FilterText,
} from '../../components/data/filter-bar.tsx';
import { ListView, PageFrame } from '../../components/data/list-view.tsx';
import { useList } from '../../components/data/use-list.ts';
import { CreateDialog } from './components/create-dialog.tsx';
import { ImportDialog } from './components/import-dialog.tsx';
import { contentTypeOptions, filterTypeOptions, statusOptions } from './components/options.ts';

const CLEARED = {
  number: '',
  name: '',
  contentType: '',
  filterType: '',
  createdFrom: '',
  createdTo: '',
  status: '',
};

export default function SearchTablePage() {
  const { t, formatDateTime, formatNumber } = useT();
  const list = useList<ContentSet>({
    id: 'content-sets',
    load: (api, q, init) => listContentSets(api, q as ContentSetQuery, init),
  });
  const { filters, setFilters } = list.url;
  const [dialog, setDialog] = useState<'create' | 'import' | null>(null);

  const columns = useMemo<Column<ContentSet>[]>(
    () => [
      {
        key: 'number',
        title: t('template.contentSet.number'),
        fixed: true,
        sortField: 'number',
        render: (r) => <span className="font-mono text-xs">{r.number}</span>,
      },
      {
        key: 'name',
        title: t('template.contentSet.name'),
        sortField: 'name',
        nowrap: true,
        render: (r) => r.name,
      },
      {
        key: 'contentType',
        title: t('template.contentSet.contentType'),
        render: (r) => t(`template.contentSet.type.${r.contentType}`),
      },
      {
        key: 'filterType',
        title: t('template.contentSet.filterType'),
        render: (r) => t(`template.contentSet.filter.${r.filterType}`),
      },
      {
        key: 'count',
        title: t('template.contentSet.count'),
        sortField: 'count',
        align: 'right',
        render: (r) => <span className="tabular-nums">{formatNumber(r.count)}</span>,
      },
      {
        key: 'createdAt',
        title: t('template.contentSet.createdAt'),
        sortField: 'createdAt',
        render: (r) => (
          <span className="tabular-nums text-fg-2">{formatDateTime(r.createdAt)}</span>
        ),
      },
      {
        key: 'status',
        title: t('data.common.status'),
        render: (r) => (
          <Tag color={r.status === 'online' ? 'green' : 'gray'}>
            {t(`template.contentSet.status.${r.status}`)}
          </Tag>
        ),
      },
    ],
    [t, formatDateTime, formatNumber],
  );

  useRegisterCommands(
    [
      {
        id: 'content-sets:create',
        title: t('template.search.create'),
        group: 'page',
        icon: 'form',
        keywords: ['new', 'create', '新建'],
        run: () => setDialog('create'),
      },
      {
        id: 'content-sets:import',
        title: t('template.search.import'),
        group: 'page',
        icon: 'download',
        keywords: ['csv', 'import', '导入'],
        run: () => setDialog('import'),
      },
    ],
    [t],
  );

  return (
    <PageFrame title={t('menu.list.searchTable')}>
      <ListView
        list={list}
        label={t('menu.list.searchTable')}
        columns={columns}
        rowKey={(r) => String(r.id)}
        exportPath="/content-sets"
        exportName="content-sets"
        actions={
          <>
            <Button variant="primary" onClick={() => setDialog('create')}>
              {t('template.search.create')}
            </Button>
            <Button variant="outline" onClick={() => setDialog('import')}>
              {t('template.search.import')}
            </Button>
          </>
        }
        filters={
          <FilterBar onReset={() => setFilters(CLEARED)}>
            <FilterText
              label={t('template.contentSet.number')}
              value={filters.number ?? ''}
              onChange={(number) => setFilters({ number })}
              width="w-36"
            />
            <FilterText
              label={t('template.contentSet.name')}
              value={filters.name ?? ''}
              onChange={(name) => setFilters({ name })}
              width="w-44"
            />
            <FilterSelect
              label={t('template.contentSet.contentType')}
              value={filters.contentType ?? ''}
              onChange={(contentType) => setFilters({ contentType })}
              options={contentTypeOptions(t)}
            />
            <FilterSelect
              label={t('template.contentSet.filterType')}
              value={filters.filterType ?? ''}
              onChange={(filterType) => setFilters({ filterType })}
              options={filterTypeOptions(t)}
            />
            <FilterDateRange
              label={t('template.search.createdRange')}
              from={filters.createdFrom ?? ''}
              to={filters.createdTo ?? ''}
              onChange={({ from, to }) => setFilters({ createdFrom: from, createdTo: to })}
            />
            <FilterSelect
              label={t('data.common.status')}
              value={filters.status ?? ''}
              onChange={(status) => setFilters({ status })}
              options={statusOptions(t)}
            />
          </FilterBar>
        }
      />
      {dialog === 'create' && (
        <CreateDialog
          onClose={() => setDialog(null)}
          onCreated={(c) => {
            setDialog(null);
            toast.success(t('template.search.created', { number: c.number }));
            list.refetch();
          }}
        />
      )}
      {dialog === 'import' && (
        <ImportDialog
          onClose={() => setDialog(null)}
          onImported={(count) => {
            setDialog(null);
            toast.success(t('template.search.imported', { count }));
            list.refetch();
          }}
        />
      )}
    </PageFrame>
  );
}
