import { useMemo, useState } from 'react';
import { listLogs, type LogQuery } from '#core/api';
import type { LogEntry } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import type { Column } from '../../components/data/columns.ts';
import { FilterBar, FilterSelect, FilterText } from '../../components/data/filter-bar.tsx';
import { ListView, PageFrame } from '../../components/data/list-view.tsx';
import { RecordStatus } from '../../components/data/record-status.tsx';
import { useList } from '../../components/data/use-list.ts';
import { LiveLog } from './components/live-log.tsx';
import { LogDrawer } from './components/log-drawer.tsx';
import { Button } from '../../components/ui/button.tsx';

const FILTER_KEYS = ['module', 'username', 'action', 'result', 'q'] as const;

export default function SystemLogPage() {
  const { t, formatDateTime } = useT();
  // `live` is the page's own switch, not a server filter.
  const list = useList<LogEntry>({
    id: 'system-log',
    load: (api, { live: _live, ...q }, init) => listLogs(api, q as LogQuery, init),
  });
  const { filters, setFilters, open, setOpen } = list.url;
  const live = filters.live === '1';
  const [liveSeen, setLiveSeen] = useState<Map<string, LogEntry>>(new Map());

  const streamQuery = useMemo(() => {
    const q: Record<string, string> = {};
    for (const k of FILTER_KEYS) if (filters[k]) q[k] = filters[k];
    return q as Omit<LogQuery, 'page' | 'pageSize' | 'cursor' | 'limit' | 'sort'>;
  }, [filters]);
  const newestId = list.data?.items[0]?.id;
  const opened = list.data?.items.find((e) => String(e.id) === open) ?? liveSeen.get(open) ?? null;

  const columns = useMemo<Column<LogEntry>[]>(
    () => [
      {
        key: 'id',
        title: t('systemLog.field.id'),
        align: 'right',
        fixed: true,
        render: (r) => <span className="tabular-nums text-fg-3">{r.id}</span>,
      },
      {
        key: 'at',
        title: t('systemLog.field.at'),
        render: (r) => <span className="tabular-nums">{formatDateTime(r.at)}</span>,
      },
      { key: 'username', title: t('systemLog.field.username'), render: (r) => r.username || '—' },
      {
        key: 'ip',
        title: t('systemLog.field.ip'),
        render: (r) => <span className="font-mono text-xs">{r.ip}</span>,
      },
      { key: 'module', title: t('systemLog.field.module'), render: (r) => r.module },
      { key: 'action', title: t('systemLog.field.action'), render: (r) => r.action },
      {
        key: 'target',
        title: t('systemLog.field.target'),
        nowrap: true,
        render: (r) => r.target || '—',
      },
      {
        key: 'result',
        title: t('systemLog.field.result'),
        render: (r) => <RecordStatus kind="log" value={r.result} />,
      },
      {
        key: 'requestId',
        title: t('systemLog.field.requestId'),
        render: (r) => <span className="font-mono text-xs text-fg-3">{r.requestId}</span>,
      },
    ],
    [t, formatDateTime],
  );

  const toggleLive = () => setFilters({ live: live ? '' : '1' });
  useRegisterCommands(
    [
      {
        id: 'system-log:live',
        title: live ? t('systemLog.live.stop') : t('systemLog.live.start'),
        group: 'page',
        icon: 'clock',
        run: toggleLive,
      },
    ],
    [live, t],
  );

  const filterBar = (
    <FilterBar
      onReset={() => setFilters({ q: '', module: '', username: '', action: '', result: '' })}
    >
      <FilterText
        label={t('systemLog.filter.q')}
        placeholder={t('systemLog.filter.qPlaceholder')}
        value={filters.q ?? ''}
        onChange={(q) => setFilters({ q })}
        width="w-48"
      />
      <FilterText
        label={t('systemLog.field.module')}
        value={filters.module ?? ''}
        onChange={(module) => setFilters({ module })}
        width="w-32"
      />
      <FilterText
        label={t('systemLog.field.username')}
        value={filters.username ?? ''}
        onChange={(username) => setFilters({ username })}
        width="w-32"
      />
      <FilterText
        label={t('systemLog.field.action')}
        value={filters.action ?? ''}
        onChange={(action) => setFilters({ action })}
        width="w-32"
      />
      <FilterSelect
        label={t('systemLog.field.result')}
        value={filters.result ?? ''}
        onChange={(result) => setFilters({ result })}
        options={(['success', 'failure'] as const).map((r) => ({
          value: r,
          label: t(`status.log.${r}`),
        }))}
      />
    </FilterBar>
  );

  return (
    <PageFrame
      title={t('menu.sysSettings.sysLogList')}
      extra={
        <Button variant={live ? 'primary' : 'outline'} aria-pressed={live} onClick={toggleLive}>
          <span
            aria-hidden
            className={`h-2 w-2 rounded-full ${live ? 'animate-pulse bg-white' : 'bg-fg-3'}`}
          />
          {live ? t('systemLog.live.stop') : t('systemLog.live.start')}
        </Button>
      }
    >
      {live ? (
        <div className="flex flex-col gap-3">
          {filterBar}
          <LiveLog
            query={streamQuery}
            afterId={newestId}
            onOpen={(e) => {
              setLiveSeen((m) => new Map(m).set(String(e.id), e));
              setOpen(String(e.id));
            }}
          />
        </div>
      ) : (
        <ListView
          list={list}
          label={t('menu.sysSettings.sysLogList')}
          columns={columns}
          rowKey={(r) => String(r.id)}
          exportPath="/logs"
          exportName="system-log"
          table={{ onOpen: (r) => setOpen(String(r.id)) }}
          filters={filterBar}
        />
      )}
      <LogDrawer entry={opened} openKey={open} onClose={() => setOpen('')} />
    </PageFrame>
  );
}
