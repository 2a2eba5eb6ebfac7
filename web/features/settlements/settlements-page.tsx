import { SETTLEMENT_STATUSES } from '#core/enums';
import { useMemo } from 'react';
import { listSettlements, type SettlementQuery } from '#core/api';
import type { Settlement, SettlementPage } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { toast } from '../../components/ui/toast.ts';
import { cliCommandLine } from '../../components/data/cli-command-line.ts';
import { copyToClipboard } from '../../lib/clipboard.ts';
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
import { DayCell, orEmpty, recordColumn } from '../../components/data/cells.tsx';
import { systemText } from '#core/i18n/catalogue';
import { useRowCommands } from '../../components/data/use-row-commands.ts';

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
  // The number a row is known by, and opening it: for the palette's row commands and the first column.
  const record = useMemo(
    () => ({
      number: (r: Settlement) => r.settlementNo,
      open: (r: Settlement) => setOpen(r.settlementNo),
    }),
    [setOpen],
  );
  const rowCommands = useRowCommands<Settlement>({ id: 'settlements', ...record });
  const rangeInvalid = !!filters.from && !!filters.to && filters.from > filters.to;

  const columns = useMemo<Column<Settlement>[]>(
    () => [
      recordColumn<Settlement>({
        key: 'settlementNo',
        title: t('settlements.field.settlementNo'),
        sortField: 'settlementNo',
        ...record,
      }),
      {
        key: 'period',
        title: t('settlements.field.period'),
        sortField: 'period',
        render: (r) => <DayCell day={r.period} />,
      },
      {
        key: 'org',
        priority: 3,
        title: t('settlements.field.org'),
        nowrap: true,
        render: (r) => r.orgName,
      },
      {
        key: 'institution',
        priority: 3,
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
        priority: 3,
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
        priority: 3,
        title: t('settlements.field.fee'),
        align: 'right',
        render: (r) => <Money fen={r.feeFen} />,
      },
      {
        key: 'net',
        priority: 1,
        title: t('settlements.field.net'),
        align: 'right',
        sortField: 'netFen',
        render: (r) => <Money fen={r.netFen} className="font-medium" />,
      },
      {
        key: 'status',
        pin: 'end',
        title: t('data.common.status'),
        // The failure reason has its own column; when that column folds for width the reason
        // rides with the status, which stays in view (pinned), so a failed row always says why.
        render: (r) =>
          r.status === 'failed' && r.failureReason ? (
            <span className="flex max-w-[16rem] items-center gap-2">
              <RecordStatus kind="settlement" value={r.status} />
              <span
                data-failure-reason=""
                className="hidden truncate text-xs text-danger [[data-folded~=failureReason]_&]:inline"
                title={systemText(r.failureReason, t)}
              >
                {systemText(r.failureReason, t)}
              </span>
            </span>
          ) : (
            <RecordStatus kind="settlement" value={r.status} />
          ),
      },
      {
        key: 'bankSerialNo',
        priority: 3,
        title: t('settlements.field.bankSerialNo'),
        render: (r) => <span className="font-mono text-xs">{orEmpty(r.bankSerialNo)}</span>,
      },
      {
        // Its own column (issue 26), the last to fold: a failed row says why at any width.
        key: 'failureReason',
        foldLast: true,
        title: t('settlements.field.failureReason'),
        nowrap: true,
        render: (r) =>
          r.failureReason ? (
            <span
              data-failure-reason=""
              className="text-danger"
              title={systemText(r.failureReason, t)}
            >
              {systemText(r.failureReason, t)}
            </span>
          ) : (
            orEmpty(null)
          ),
      },
    ],
    [t, record],
  );

  const copyCli = async () => {
    const line = cliCommandLine('settlements', list.url.query, CLI_FLAGS);
    if (await copyToClipboard(line)) toast.success(t('data.cmd.copiedCli', { command: line }));
    else toast.error(t('data.copy.failed'));
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
    ],
    [JSON.stringify(list.url.query), t],
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
        actions={<SettlementTotalsBar totals={list.data?.totals} query={list.url.query} />}
        table={{
          onOpen: (r) => setOpen(r.settlementNo),
          onCursorChange: rowCommands.onCursorChange,
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
                options={SETTLEMENT_STATUSES.map((s) => ({
                  value: s,
                  label: t(`status.settlement.${s}`),
                }))}
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
