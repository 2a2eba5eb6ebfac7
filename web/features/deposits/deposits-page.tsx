import { useMemo, useState } from 'react';
import { listDepositAccounts, type DepositAccountQuery } from '#core/api';
import type { DepositAccount, DepositAccountStatus } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { toast } from '../../components/ui/toast.tsx';
import { cliCommandLine, copyText } from '../../components/data/clipboard.ts';
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
  const { t, formatDateTime } = useT();
  const list = useList<DepositAccount>({
    id: 'deposits',
    load: (api, query, init) => listDepositAccounts(api, query as DepositAccountQuery, init),
  });
  const { filters, setFilters, setOpen, open } = list.url;
  const [cursorRow, setCursorRow] = useState<DepositAccount | null>(null);
  const [creating, setCreating] = useState(false);

  const columns = useMemo<Column<DepositAccount>[]>(
    () => [
      {
        key: 'accountNo',
        title: t('deposits.field.accountNo'),
        sortField: 'accountNo',
        fixed: true,
        render: (r) => (
          <button
            type="button"
            tabIndex={-1}
            onClick={() => setOpen(r.accountNo)}
            className="font-mono text-primary-6 hover:underline"
          >
            {r.accountNo}
          </button>
        ),
      },
      {
        key: 'institution',
        title: t('deposits.field.institution'),
        nowrap: true,
        render: (r) => r.institutionName,
      },
      {
        key: 'merchant',
        title: t('deposits.field.merchant'),
        nowrap: true,
        render: (r) => r.merchantName ?? '—',
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
        title: t('deposits.field.frozen'),
        align: 'right',
        render: (r) => <Money fen={r.frozenFen} />,
      },
      {
        key: 'available',
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
        title: t('data.common.status'),
        render: (r) => <RecordStatus kind="deposit" value={r.status} />,
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

  const copyCli = async () => {
    const line = cliCommandLine('deposits', list.url.query, CLI_FLAGS);
    try {
      await copyText(line);
      toast.success(t('data.cmd.copiedCli', { command: line }));
    } catch {
      toast.error(t('data.copy.failed'));
    }
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
      ...(cursorRow
        ? [
            {
              id: 'deposits:open-row',
              title: `${t('data.cmd.openRow')} · ${cursorRow.accountNo}`,
              group: 'selection' as const,
              run: () => setOpen(cursorRow.accountNo),
            },
            {
              id: 'deposits:copy-no',
              title: t('data.cmd.copyNo', { no: cursorRow.accountNo }),
              group: 'selection' as const,
              icon: 'copy',
              run: () =>
                void copyText(cursorRow.accountNo).then(() =>
                  toast.success(t('data.copy.done', { text: cursorRow.accountNo })),
                ),
            },
          ]
        : []),
    ],
    [cursorRow, JSON.stringify(list.url.query), t],
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
        table={{ onOpen: (r) => setOpen(r.accountNo), onCursorChange: setCursorRow }}
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
