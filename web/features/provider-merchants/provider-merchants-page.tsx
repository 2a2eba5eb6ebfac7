import { BINDING_STATUSES } from '#core/enums';
import { useMemo } from 'react';
import { listProviderMerchants, type ProviderMerchantQuery } from '#core/api';
import type { ProviderMerchant } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import type { Column } from '../../components/data/columns.ts';
import { FilterBar, FilterSelect, FilterText } from '../../components/data/filter-bar.tsx';
import { ListView, PageFrame } from '../../components/data/list-view.tsx';
import { Money } from '../../components/data/money.tsx';
import { RecordStatus } from '../../components/data/record-status.tsx';
import { useList } from '../../components/data/use-list.ts';
import { ProviderDrawer } from './components/provider-drawer.tsx';
import { DateTimeCell, orEmpty, RECORD_LINK } from '../../components/data/cells.tsx';
import { useRowCommands } from '../../components/data/use-row-commands.ts';

export default function ProviderMerchantsPage() {
  const { t } = useT();
  const list = useList<ProviderMerchant>({
    id: 'provider-merchants',
    load: (api, q, init) => listProviderMerchants(api, q as ProviderMerchantQuery, init),
  });
  const { filters, setFilters, open, setOpen } = list.url;
  const rowCommands = useRowCommands<ProviderMerchant>({
    id: 'provider-merchants',
    number: (r) => r.providerMerchantNo,
    open: (r) => setOpen(r.providerMerchantNo),
  });

  const columns = useMemo<Column<ProviderMerchant>[]>(
    () => [
      {
        key: 'providerMerchantNo',
        title: t('provider.field.providerMerchantNo'),
        fixed: true,
        pin: 'start',
        render: (r) => (
          <button
            type="button"
            tabIndex={-1}
            onClick={() => setOpen(r.providerMerchantNo)}
            className={`font-mono ${RECORD_LINK}`}
          >
            {r.providerMerchantNo}
          </button>
        ),
      },
      {
        key: 'subAccountNo',
        priority: 3,
        title: t('provider.field.subAccountNo'),
        render: (r) => <span className="font-mono text-xs">{r.subAccountNo}</span>,
      },
      {
        key: 'merchant',
        title: t('provider.field.merchant'),
        nowrap: true,
        render: (r) => orEmpty(r.merchantName),
      },
      {
        key: 'bankCard',
        priority: 3,
        title: t('provider.field.bankCard'),
        render: (r) => <span className="font-mono text-xs">{orEmpty(r.bankCard)}</span>,
      },
      {
        key: 'bindingStatus',
        pin: 'end',
        title: t('provider.field.bindingStatus'),
        render: (r) => <RecordStatus kind="binding" value={r.bindingStatus} />,
      },
      {
        key: 'balance',
        title: t('provider.field.balance'),
        align: 'right',
        render: (r) => <Money fen={r.balanceFen} />,
      },
      {
        key: 'lastSync',
        title: t('provider.field.lastSync'),
        render: (r) => <DateTimeCell value={r.lastSyncAt} />,
      },
    ],
    [t, setOpen],
  );

  return (
    <PageFrame title={t('menu.bzjMerchantManage.pinganMerchantList')}>
      <ListView
        list={list}
        label={t('menu.bzjMerchantManage.pinganMerchantList')}
        columns={columns}
        rowKey={(r) => r.providerMerchantNo}
        exportPath="/provider-merchants"
        exportName="provider-merchants"
        table={{
          onOpen: (r) => setOpen(r.providerMerchantNo),
          onCursorChange: rowCommands.onCursorChange,
        }}
        filters={
          <FilterBar onReset={() => setFilters({ q: '', bindingStatus: '' })}>
            <FilterText
              label={t('provider.filter.q')}
              placeholder={t('provider.filter.qPlaceholder')}
              value={filters.q ?? ''}
              onChange={(q) => setFilters({ q })}
            />
            <FilterSelect
              label={t('provider.field.bindingStatus')}
              value={filters.bindingStatus ?? ''}
              onChange={(bindingStatus) => setFilters({ bindingStatus })}
              options={BINDING_STATUSES.map((b) => ({ value: b, label: t(`status.binding.${b}`) }))}
            />
          </FilterBar>
        }
      />
      <ProviderDrawer providerNo={open} onClose={() => setOpen('')} />
    </PageFrame>
  );
}
