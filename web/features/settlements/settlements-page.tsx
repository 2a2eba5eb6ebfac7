import { useMemo, useState } from 'react';
import { listSettlements, type SettlementQuery } from '#core/api';
import type { Settlement, SettlementPage, SettlementStatus } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { toast } from '../../components/ui/toast.tsx';
import { cliCommandLine, copyText } from '../../components/data/clipboard.ts';
import type { Column } from '../../components/data/columns.ts';
import {
  FilterBar,
  FilterDateRange,
  FilterSelect,
  FilterText,
} from '../../components/data/filter-bar.tsx';
import { ListView, PageFrame } from '../../components/data/list-view.tsx';
import { Money, Percent } from '../../components/data/money.tsx';
import { InstitutionPicker, OrgSelect } from '../../components/data/pickers.tsx';
import { RecordStatus } from '../../components/data/record-status.tsx';
import { useList } from '../../components/data/use-list.ts';
import { SettlementDrawer } from './components/settlement-drawer.tsx';
import { SettlementTotalsBar } from './components/settlement-totals.tsx';
import { Button } from '../../components/ui/button.tsx';

const STATUSES: SettlementStatus[] = ['pending', 'processing', 'settled', 'failed'];
/** Console query keys → `qy settlements list` flags. */
const CLI_FLAGS = {
  status: 'status',
  orgId: 'org',
  institutionId: 'institution',
  from: 'from',
  to: 'to',
  sort: 'sort',
};

export default function SettlementsPage() {
  const { t } = useT();
  const list = useList<Settlement, SettlementPage>({
    id: 'settlements',
    load: (api, query, init) => listSettlements(api, query as SettlementQuery, init),
  });
  const { filters, setFilters, open, setOpen } = list.url;
  const [cursorRow, setCursorRow] = useState<Settlement | null>(null);
  const rangeInvalid = !!filters.from && !!filters.to && filters.from > filters.to;

  const columns = useMemo<Column<Settlement>[]>(
    () => [
      {
        key: 'settlementNo',
        title: t('settlements.field.settlementNo'),
        sortField: 'settlementNo',
        fixed: true,
        render: (r) => (
          <button
            type="button"
            tabIndex={-1}
            onClick={() => setOpen(r.settlementNo)}
            className="font-mono text-primary-6 hover:underline"
          >
            {r.settlementNo}
          </button>
        ),
      },
      {
        key: 'period',
        title: t('settlements.field.period'),
        sortField: 'period',
        render: (r) => <span className="tabular-nums">{r.period}</span>,
      },
      { key: 'org', title: t('settlements.field.org'), nowrap: true, render: (r) => r.orgName },
      {
        key: 'institution',
        title: t('settlements.field.institution'),
        nowrap: true,
        render: (r) => r.institutionName,
      },
      {
        key: 'gross',
        title: t('settlements.field.gross'),
        align: 'right',
        sortField: 'grossFen',
        render: (r) => <Money fen={r.grossFen} />,
      },
      {
        key: 'shareBp',
        title: t('settlements.field.shareBp'),
        align: 'right',
        render: (r) => <Percent bp={r.shareBp} />,
      },
      {
        key: 'share',
        title: t('settlements.field.share'),
        align: 'right',
        render: (r) => <Money fen={r.shareFen} />,
      },
      {
        key: 'fee',
        title: t('settlements.field.fee'),
        align: 'right',
        render: (r) => <Money fen={r.feeFen} />,
      },
      {
        key: 'net',
        title: t('settlements.field.net'),
        align: 'right',
        sortField: 'netFen',
        render: (r) => <Money fen={r.netFen} className="font-medium" />,
      },
      {
        key: 'status',
        title: t('data.common.status'),
        render: (r) => <RecordStatus kind="settlement" value={r.status} />,
      },
      {
        key: 'bankSerialNo',
        title: t('settlements.field.bankSerialNo'),
        render: (r) => <span className="font-mono text-xs">{r.bankSerialNo ?? '—'}</span>,
      },
      {
        key: 'failureReason',
        title: t('settlements.field.failureReason'),
        nowrap: true,
        render: (r) => r.failureReason ?? '—',
      },
    ],
    [t, setOpen],
  );

  const copyCli = async () => {
    const line = cliCommandLine('settlements', list.url.query, CLI_FLAGS);
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
        id: 'settlements:cli',
        title: t('data.cmd.copyCli'),
        group: 'page',
        icon: 'command',
        keywords: ['qy', 'cli'],
        run: copyCli,
      },
      {
        id: 'settlements:failed',
        title: t('settlements.cmd.showFailed'),
        group: 'page',
        icon: 'alert',
        keywords: ['失败', '结算失败'],
        run: () => setFilters({ status: 'failed' }),
      },
      ...(cursorRow
        ? [
            {
              id: 'settlements:copy-no',
              title: t('data.cmd.copyNo', { no: cursorRow.settlementNo }),
              group: 'selection' as const,
              icon: 'copy',
              run: () =>
                void copyText(cursorRow.settlementNo).then(() =>
                  toast.success(t('data.copy.done', { text: cursorRow.settlementNo })),
                ),
            },
          ]
        : []),
    ],
    [cursorRow, JSON.stringify(list.url.query), t],
  );

  return (
    <PageFrame
      title={t('menu.settleManage.settleList')}
      extra={
        <Button variant="outline" onClick={copyCli}>
          {t('data.cmd.copyCli')}
        </Button>
      }
    >
      <ListView
        list={list}
        label={t('menu.settleManage.settleList')}
        columns={columns}
        rowKey={(r) => r.settlementNo}
        exportPath="/settlements"
        exportName="settlements"
        actions={<SettlementTotalsBar totals={list.data?.totals} />}
        table={{
          onOpen: (r) => setOpen(r.settlementNo),
          onCursorChange: setCursorRow,
          rowTone: (r) => (r.status === 'failed' ? 'danger' : undefined),
        }}
        filters={
          <>
            <FilterBar
              onReset={() =>
                setFilters({ q: '', status: '', orgId: '', institutionId: '', from: '', to: '' })
              }
            >
              <FilterText
                label={t('settlements.filter.q')}
                placeholder={t('settlements.filter.qPlaceholder')}
                value={filters.q ?? ''}
                onChange={(q) => setFilters({ q })}
                width="w-44"
              />
              <FilterSelect
                label={t('data.common.status')}
                value={filters.status ?? ''}
                onChange={(status) => setFilters({ status })}
                options={STATUSES.map((s) => ({ value: s, label: t(`status.settlement.${s}`) }))}
              />
              <OrgSelect
                label={t('settlements.field.org')}
                value={filters.orgId ?? ''}
                onChange={(orgId) => setFilters({ orgId })}
              />
              <div className="w-52">
                <InstitutionPicker
                  label={t('settlements.field.institution')}
                  value={filters.institutionId ?? ''}
                  onChange={(institutionId) => setFilters({ institutionId })}
                />
              </div>
              <FilterDateRange
                label={t('settlements.field.period')}
                from={filters.from ?? ''}
                to={filters.to ?? ''}
                onChange={({ from, to }) => setFilters({ from, to })}
              />
            </FilterBar>
            {rangeInvalid && (
              <p role="alert" className="text-xs text-danger">
                {t('validation.date.range')}
              </p>
            )}
          </>
        }
      />
      <SettlementDrawer settlementNo={open} onClose={() => setOpen('')} onChanged={list.refetch} />
    </PageFrame>
  );
}
