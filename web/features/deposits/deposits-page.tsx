import { useMemo, useState } from 'react';
import { listDepositAccounts, type DepositAccountQuery } from '#core/api';
import type { DepositAccount, DepositAccountStatus } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { toast } from '../../components/ui/toast.ts';
import { cliCommandLine } from '../../components/data/cli-command-line.ts';
import { copyToClipboard } from '../../lib/clipboard.ts';
import type { Column } from '../../components/data/columns.ts';
import {
  FilterBar,
  FilterSelect,
  FilterText,
  FilterToggle,
} from '../../components/data/filter-bar.tsx';
import { ListView, PageFrame } from '../../components/data/list-view.tsx';
import { Money } from '../../components/data/money.tsx';
import { InstitutionPicker } from '../../components/data/pickers.tsx';
import { RecordStatus } from '../../components/data/record-status.tsx';
import { useList } from '../../components/data/use-list.ts';
import { DepositDetailDrawer } from './components/deposit-detail-drawer.tsx';
import { OpenAccountDialog } from './components/open-account-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DateTimeCell, orEmpty, recordColumn } from '../../components/data/cells.tsx';
import { useRowCommands } from '../../components/data/use-row-commands.ts';

const STATUSES: DepositAccountStatus[] = [
  'pending_review',
  'active',
  'frozen',
  'rejected',
  'closed',
];
/** Console query keys → `qy deposits list` flags. */
const CLI_FLAGS = { status: 'status', institutionId: 'institution', sort: 'sort' };

export default function DepositsPage() {
  const { t } = useT();
  const list = useList<DepositAccount>({
    id: 'deposits',
    load: (api, query, init) => listDepositAccounts(api, query as DepositAccountQuery, init),
  });
  const { filters, setFilters, setOpen, open } = list.url;
  // The number a row is known by, and opening it: for the palette's row commands and the first column.
  const record = useMemo(
    () => ({
      number: (r: DepositAccount) => r.accountNo,
      open: (r: DepositAccount) => setOpen(r.accountNo),
    }),
    [setOpen],
  );
  const rowCommands = useRowCommands<DepositAccount>({ id: 'deposits', ...record });
  const [creating, setCreating] = useState(false);

  const columns = useMemo<Column<DepositAccount>[]>(
    () => [
      recordColumn<DepositAccount>({
        key: 'accountNo',
        title: t('deposits.field.accountNo'),
        sortField: 'accountNo',
        ...record,
      }),
      {
        key: 'institution',
        priority: 3,
        title: t('deposits.field.institution'),
        nowrap: true,
        render: (r) => r.institutionName,
      },
      {
        key: 'merchant',
        priority: 3,
        title: t('deposits.field.merchant'),
        nowrap: true,
        render: (r) => orEmpty(r.merchantName),
      },
      {
        key: 'required',
        title: t('deposits.field.required'),
        align: 'right',
        sortField: 'requiredFen',
        render: (r) => <Money fen={r.requiredFen} />,
      },
      {
        key: 'paid',
        title: t('deposits.field.paid'),
        align: 'right',
        sortField: 'paidFen',
        render: (r) => <Money fen={r.paidFen} />,
      },
      {
        key: 'frozen',
        priority: 3,
        title: t('deposits.field.frozen'),
        align: 'right',
        render: (r) => <Money fen={r.frozenFen} />,
      },
      {
        key: 'available',
        priority: 1,
        title: t('deposits.field.available'),
        align: 'right',
        render: (r) => <Money fen={r.availableFen} />,
      },
      {
        key: 'shortfall',
        title: t('deposits.field.shortfall'),
        align: 'right',
        render: (r) => (
          <Money
            fen={r.shortfallFen}
            className={
              r.shortfallFen > 0 && (r.status === 'active' || r.status === 'frozen')
                ? 'text-warning font-medium'
                : 'text-fg-3'
            }
          />
        ),
      },
      {
        key: 'status',
        pin: 'end',
        title: t('data.common.status'),
        render: (r) => <RecordStatus kind="deposit" value={r.status} />,
      },
      {
        key: 'createdAt',
        priority: 3,
        title: t('data.common.createdAt'),
        sortField: 'createdAt',
        render: (r) => <DateTimeCell value={r.createdAt} />,
      },
    ],
    [t, record],
  );

  const copyCli = async () => {
    const line = cliCommandLine('deposits', list.url.query, CLI_FLAGS);
    if (await copyToClipboard(line)) toast.success(t('data.cmd.copiedCli', { command: line }));
    else toast.error(t('data.copy.failed'));
  };

  useRegisterCommands(
    [
      {
        id: 'deposits:new',
        title: t('deposits.action.open'),
        group: 'page',
        icon: 'plus',
        keywords: ['new', 'create', '开户'],
        run: () => setCreating(true),
      },
      {
        id: 'deposits:cli',
        title: t('data.cmd.copyCli'),
        group: 'page',
        icon: 'terminal',
        keywords: ['qy', 'cli'],
        run: copyCli,
      },
    ],
    [JSON.stringify(list.url.query), t],
  );

  return (
    <PageFrame
      title={t('menu.bzjManage.bzjList')}
      extra={
        <>
          <Button variant="outline" onClick={copyCli}>
            {t('data.cmd.copyCli')}
          </Button>
          <Button variant="primary" onClick={() => setCreating(true)}>
            {t('deposits.action.open')}
          </Button>
        </>
      }
    >
      <ListView
        list={list}
        label={t('menu.bzjManage.bzjList')}
        columns={columns}
        rowKey={(r) => r.accountNo}
        exportPath="/deposits/accounts"
        exportName="deposit-accounts"
        table={{ onOpen: (r) => setOpen(r.accountNo), onCursorChange: rowCommands.onCursorChange }}
        filters={
          <FilterBar
            onReset={() => setFilters({ q: '', status: '', institutionId: '', shortfall: '' })}
          >
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
              options={STATUSES.map((s) => ({ value: s, label: t(`status.deposit.${s}`) }))}
            />
            <div className="w-56">
              <InstitutionPicker
                label={t('deposits.field.institution')}
                value={filters.institutionId ?? ''}
                onChange={(institutionId) => setFilters({ institutionId })}
              />
            </div>
            <FilterToggle
              label={t('deposits.filter.shortfall')}
              checked={filters.shortfall === 'true'}
              onChange={(v) => setFilters({ shortfall: v ? 'true' : '' })}
            />
          </FilterBar>
        }
      />
      <DepositDetailDrawer accountNo={open} onClose={() => setOpen('')} onChanged={list.refetch} />
      <OpenAccountDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(account) => {
          setCreating(false);
          list.refetch();
          setOpen(account.accountNo);
        }}
      />
    </PageFrame>
  );
}
