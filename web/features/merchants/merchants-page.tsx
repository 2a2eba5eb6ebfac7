import { useMemo, useState } from 'react';
import { listMerchants, type MerchantQuery } from '#core/api';
import type { Merchant, MerchantStatus } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { toast } from '../../components/ui/toast.tsx';
import { copyText } from '../../components/data/clipboard.ts';
import type { Column } from '../../components/data/columns.ts';
import { FilterBar, FilterSelect, FilterText } from '../../components/data/filter-bar.tsx';
import { ListView, PageFrame } from '../../components/data/list-view.tsx';
import { InstitutionPicker } from '../../components/data/pickers.tsx';
import { RecordStatus } from '../../components/data/record-status.tsx';
import { useList } from '../../components/data/use-list.ts';
import { MerchantDrawer } from './components/merchant-drawer.tsx';
import { OnboardDialog } from './components/onboard-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';

const STATUSES: MerchantStatus[] = ['pending_review', 'approved', 'rejected', 'disabled'];

export default function MerchantsPage() {
  const { t, formatDateTime } = useT();
  const list = useList<Merchant>({
    id: 'merchants',
    load: (api, q, init) => listMerchants(api, q as MerchantQuery, init),
  });
  const { filters, setFilters, open, setOpen } = list.url;
  const [cursorRow, setCursorRow] = useState<Merchant | null>(null);
  const [onboarding, setOnboarding] = useState(false);

  const columns = useMemo<Column<Merchant>[]>(
    () => [
      {
        key: 'merchantNo',
        title: t('merchants.field.merchantNo'),
        sortField: 'merchantNo',
        fixed: true,
        render: (r) => (
          <button
            type="button"
            tabIndex={-1}
            onClick={() => setOpen(r.merchantNo)}
            className="font-mono text-primary-6 hover:underline"
          >
            {r.merchantNo}
          </button>
        ),
      },
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
        title: t('merchants.field.creditCode'),
        render: (r) => <span className="font-mono text-xs">{r.creditCode}</span>,
      },
      { key: 'legalPerson', title: t('merchants.field.legalPerson'), render: (r) => r.legalPerson },
      {
        key: 'idNo',
        title: t('merchants.field.idNo'),
        render: (r) => <span className="font-mono text-xs">{r.idNo}</span>,
      },
      {
        key: 'contactPhone',
        title: t('merchants.field.contactPhone'),
        render: (r) => <span className="font-mono text-xs">{r.contactPhone}</span>,
      },
      {
        key: 'bankAccount',
        title: t('merchants.field.bankAccount'),
        render: (r) => <span className="font-mono text-xs">{r.bankAccount}</span>,
      },
      {
        key: 'status',
        title: t('data.common.status'),
        render: (r) => <RecordStatus kind="merchant" value={r.status} />,
      },
      {
        key: 'createdAt',
        title: t('data.common.createdAt'),
        sortField: 'createdAt',
        render: (r) => (
          <span className="tabular-nums text-fg-2">{formatDateTime(r.createdAt)}</span>
        ),
      },
    ],
    [t, formatDateTime, setOpen],
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
      ...(cursorRow
        ? [
            {
              id: 'merchants:copy-no',
              title: t('data.cmd.copyNo', { no: cursorRow.merchantNo }),
              group: 'selection' as const,
              icon: 'copy',
              run: () =>
                void copyText(cursorRow.merchantNo).then(() =>
                  toast.success(t('data.copy.done', { text: cursorRow.merchantNo })),
                ),
            },
          ]
        : []),
    ],
    [cursorRow, t],
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
        table={{ onOpen: (r) => setOpen(r.merchantNo), onCursorChange: setCursorRow }}
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
