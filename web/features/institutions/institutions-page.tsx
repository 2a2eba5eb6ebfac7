import { INSTITUTION_STATUSES } from '#core/enums';
import { useMemo, useState } from 'react';
import { listInstitutions, type InstitutionListQuery } from '#core/api';
import type { Institution } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import type { Column } from '../../components/data/columns.ts';
import { FilterBar, FilterSelect, FilterText } from '../../components/data/filter-bar.tsx';
import { ListView, PageFrame } from '../../components/data/list-view.tsx';
import { OrgSelect } from '../../components/data/pickers.tsx';
import { RecordStatus } from '../../components/data/record-status.tsx';
import { useList } from '../../components/data/use-list.ts';
import { InstitutionDialog } from './components/institution-dialog.tsx';
import { InstitutionDrawer } from './components/institution-drawer.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DateTimeCell, RECORD_LINK } from '../../components/data/cells.tsx';
import { useRowCommands } from '../../components/data/use-row-commands.ts';
import { useInstitutionActions } from './use-institution-actions.tsx';

export default function InstitutionsPage() {
  const { t } = useT();
  const list = useList<Institution>({
    id: 'institutions',
    load: (api, q, init) => listInstitutions(api, q as InstitutionListQuery, init),
  });
  const { filters, setFilters, open, setOpen } = list.url;
  const [dialog, setDialog] = useState<{ editing: Institution | null } | null>(null);
  const [revision, setRevision] = useState(0);
  const institutionActions = useInstitutionActions({
    onEdit: (i) => setDialog({ editing: i }),
    onChanged: () => {
      setRevision((r) => r + 1);
      list.refetch();
    },
  });
  const rowCommands = useRowCommands<Institution>({
    id: 'institutions',
    number: (r) => r.creditCode,
    subject: (r) => r.name,
    open: (r) => setOpen(String(r.id)),
    actions: institutionActions.actions,
  });

  const columns = useMemo<Column<Institution>[]>(
    () => [
      {
        key: 'name',
        title: t('institutions.field.name'),
        sortField: 'name',
        fixed: true,
        pin: 'start',
        nowrap: true,
        render: (r) => (
          <button
            type="button"
            tabIndex={-1}
            onClick={() => setOpen(String(r.id))}
            className={RECORD_LINK}
          >
            {r.name}
          </button>
        ),
      },
      {
        key: 'creditCode',
        priority: 3,
        title: t('institutions.field.creditCode'),
        render: (r) => <span className="font-mono text-xs">{r.creditCode}</span>,
      },
      { key: 'org', title: t('institutions.field.org'), nowrap: true, render: (r) => r.orgName },
      {
        key: 'legalPerson',
        priority: 3,
        title: t('institutions.field.legalPerson'),
        render: (r) => r.legalPerson,
      },
      {
        key: 'contactName',
        priority: 3,
        title: t('institutions.field.contactName'),
        render: (r) => r.contactName,
      },
      {
        key: 'contactPhone',
        title: t('institutions.field.contactPhone'),
        render: (r) => <span className="font-mono text-xs">{r.contactPhone}</span>,
      },
      {
        key: 'address',
        priority: 3,
        title: t('institutions.field.address'),
        nowrap: true,
        render: (r) => r.address,
      },
      {
        key: 'status',
        pin: 'end',
        title: t('data.common.status'),
        render: (r) => <RecordStatus kind="institution" value={r.status} />,
      },
      {
        key: 'createdAt',
        title: t('data.common.createdAt'),
        sortField: 'createdAt',
        render: (r) => <DateTimeCell value={r.createdAt} />,
      },
    ],
    [t, setOpen],
  );

  useRegisterCommands(
    [
      {
        id: 'institutions:create',
        title: t('institutions.action.create'),
        group: 'page',
        icon: 'building',
        keywords: ['new', 'create'],
        run: () => setDialog({ editing: null }),
      },
    ],
    [t],
  );

  return (
    <PageFrame
      title={t('menu.businessManage.businessList')}
      extra={
        <Button variant="primary" onClick={() => setDialog({ editing: null })}>
          {t('institutions.action.create')}
        </Button>
      }
    >
      <ListView
        list={list}
        label={t('menu.businessManage.businessList')}
        columns={columns}
        rowKey={(r) => String(r.id)}
        exportPath="/institutions"
        exportName="institutions"
        table={{ onOpen: (r) => setOpen(String(r.id)), onCursorChange: rowCommands.onCursorChange }}
        filters={
          <FilterBar onReset={() => setFilters({ q: '', status: '', orgId: '' })}>
            <FilterText
              label={t('institutions.filter.q')}
              placeholder={t('institutions.filter.qPlaceholder')}
              value={filters.q ?? ''}
              onChange={(q) => setFilters({ q })}
            />
            <FilterSelect
              label={t('data.common.status')}
              value={filters.status ?? ''}
              onChange={(status) => setFilters({ status })}
              options={INSTITUTION_STATUSES.map((s) => ({
                value: s,
                label: t(`status.institution.${s}`),
              }))}
            />
            <OrgSelect
              label={t('institutions.field.org')}
              value={filters.orgId ?? ''}
              onChange={(orgId) => setFilters({ orgId })}
            />
          </FilterBar>
        }
      />
      <InstitutionDrawer
        id={open}
        revision={revision}
        onClose={() => setOpen('')}
        commands={rowCommands}
        pending={institutionActions.pending}
      />
      {dialog && (
        <InstitutionDialog
          editing={dialog.editing}
          onClose={() => setDialog(null)}
          onSaved={(i) => {
            setDialog(null);
            setRevision((r) => r + 1);
            list.refetch();
            setOpen(String(i.id));
          }}
        />
      )}
    </PageFrame>
  );
}
