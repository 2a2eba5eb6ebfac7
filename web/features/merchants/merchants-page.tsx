import { useMemo, useState } from 'react';
import { listMerchants, type MerchantQuery } from '#core/api';
import type { Merchant, MerchantStatus } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import type { Column } from '../../components/data/columns.ts';
import { FilterBar, FilterSelect, FilterText } from '../../components/data/filter-bar.tsx';
import { ListView, PageFrame } from '../../components/data/list-view.tsx';
import { InstitutionPicker } from '../../components/data/pickers.tsx';
import { RecordStatus } from '../../components/data/record-status.tsx';
import { useList } from '../../components/data/use-list.ts';
import { MerchantDrawer } from './components/merchant-drawer.tsx';
import { OnboardDialog } from './components/onboard-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DateTimeCell, recordColumn } from '../../components/data/cells.tsx';
import { useRowCommands } from '../../components/data/use-row-commands.ts';

const STATUSES: MerchantStatus[] = ['pending_review', 'approved', 'rejected', 'disabled'];

export default function MerchantsPage() {
  const { t } = useT();
  const list = useList<Merchant>({
    id: 'merchants',
    load: (api, q, init) => listMerchants(api, q as MerchantQuery, init),
  });
  const { filters, setFilters, open, setOpen } = list.url;
  // The number a row is known by, and opening it: for the palette's row commands and the first column.
  const record = useMemo(
    () => ({ number: (r: Merchant) => r.merchantNo, open: (r: Merchant) => setOpen(r.merchantNo) }),
    [setOpen],
  );
  const rowCommands = useRowCommands<Merchant>({ id: 'merchants', ...record });
  const [onboarding, setOnboarding] = useState(false);

  const columns = useMemo<Column<Merchant>[]>(
    () => [
      recordColumn<Merchant>({
        key: 'merchantNo',
        title: t('merchants.field.merchantNo'),
        sortField: 'merchantNo',
        ...record,
      }),
      {
        key: 'name',
        title: t('merchants.field.name'),
        sortField: 'name',
        nowrap: true,
        render: (r) => r.name,
      },
      {
        key: 'institution',
        title: t('merchants.field.institution'),
        nowrap: true,
        render: (r) => r.institutionName,
      },
      {
        key: 'creditCode',
        priority: 3,
        title: t('merchants.field.creditCode'),
        render: (r) => <span className="font-mono text-xs">{r.creditCode}</span>,
      },
      {
        key: 'legalPerson',
        priority: 3,
        title: t('merchants.field.legalPerson'),
        render: (r) => r.legalPerson,
      },
      {
        key: 'idNo',
        priority: 3,
        title: t('merchants.field.idNo'),
        render: (r) => <span className="font-mono text-xs">{r.idNo}</span>,
      },
      {
        key: 'contactPhone',
        priority: 3,
        title: t('merchants.field.contactPhone'),
        render: (r) => <span className="font-mono text-xs">{r.contactPhone}</span>,
      },
      {
        key: 'bankAccount',
        priority: 3,
        title: t('merchants.field.bankAccount'),
        render: (r) => <span className="font-mono text-xs">{r.bankAccount}</span>,
      },
      {
        key: 'status',
        pin: 'end',
        title: t('data.common.status'),
        render: (r) => <RecordStatus kind="merchant" value={r.status} />,
      },
      {
        key: 'createdAt',
        title: t('data.common.createdAt'),
        sortField: 'createdAt',
        render: (r) => <DateTimeCell value={r.createdAt} />,
      },
    ],
    [t, record],
  );

  useRegisterCommands(
    [
      {
        id: 'merchants:onboard',
        title: t('merchants.action.onboard'),
        group: 'page',
        icon: 'store',
        keywords: ['new', 'create', '进件'],
        run: () => setOnboarding(true),
      },
    ],
    [t],
  );

  return (
    <PageFrame
      title={t('menu.bzjMerchantManage.bzjMerchantList')}
      extra={
        <Button variant="primary" onClick={() => setOnboarding(true)}>
          {t('merchants.action.onboard')}
        </Button>
      }
    >
      <ListView
        list={list}
        label={t('menu.bzjMerchantManage.bzjMerchantList')}
        columns={columns}
        rowKey={(r) => r.merchantNo}
        exportPath="/merchants"
        exportName="merchants"
        table={{ onOpen: (r) => setOpen(r.merchantNo), onCursorChange: rowCommands.onCursorChange }}
        filters={
          <FilterBar onReset={() => setFilters({ q: '', status: '', institutionId: '' })}>
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
              options={STATUSES.map((s) => ({ value: s, label: t(`status.merchant.${s}`) }))}
            />
            <div className="w-56">
              <InstitutionPicker
                label={t('merchants.field.institution')}
                value={filters.institutionId ?? ''}
                onChange={(institutionId) => setFilters({ institutionId })}
              />
            </div>
          </FilterBar>
        }
      />
      <MerchantDrawer merchantNo={open} onClose={() => setOpen('')} onChanged={list.refetch} />
      <OnboardDialog
        open={onboarding}
        onClose={() => setOnboarding(false)}
        onCreated={(m) => {
          setOnboarding(false);
          list.refetch();
          setOpen(m.merchantNo);
        }}
      />
    </PageFrame>
  );
}
