import { useMemo, useState } from 'react';
import { listLogs, type LogQuery } from '#core/api';
import { logChoices } from '#core/audit';
import type { LogEntry } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { FilterBar, FilterSelect, FilterText } from '../../components/data/filter-bar.tsx';
import { ListView, PageFrame } from '../../components/data/list-view.tsx';
import { useList } from '../../components/data/use-list.ts';
import { LiveLog } from './components/live-log.tsx';
import { LogDrawer } from './components/log-drawer.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useLogColumns } from './log-columns.tsx';

const FILTER_KEYS = ['module', 'username', 'action', 'result', 'q'] as const;

export default function SystemLogPage() {
  const { t, locale } = useT();
  // `live` is the page's own switch, not a server filter.
  const list = useList<LogEntry>({
    id: 'system-log',
    urlOnly: ['live'],
    load: (api, q, init) => listLogs(api, q as LogQuery, init),
  });
  const { filters, setFilters, open, setOpen } = list.url;
  const live = filters.live === '1';
  const [liveSeen, setLiveSeen] = useState<Map<string, LogEntry>>(new Map());

  const streamQuery = useMemo(() => {
    const q: Record<string, string> = {};
    for (const k of FILTER_KEYS) if (filters[k]) q[k] = filters[k];
    return q as Omit<LogQuery, 'page' | 'pageSize' | 'cursor' | 'limit' | 'sort'>;
  }, [filters]);
  const opened = list.data?.items.find((e) => String(e.id) === open) ?? liveSeen.get(open) ?? null;

  const columns = useLogColumns();

  const toggleLive = () => setFilters({ live: live ? '' : '1' });
  useRegisterCommands(
    [
      {
        id: 'system-log:live',
        title: live ? t('systemLog.live.stop') : t('systemLog.live.start'),
        group: 'page',
        icon: 'clock',
        keywords: ['live', 'tail', 'stream', '实时', 'ss'],
        shortcut: ['shift', 'l'],
        hotkey: true,
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
      <FilterSelect
        label={t('systemLog.field.module')}
        value={filters.module ?? ''}
        onChange={(module) => setFilters({ module })}
        options={logChoices('module', locale)}
      />
      <FilterText
        label={t('systemLog.field.username')}
        value={filters.username ?? ''}
        onChange={(username) => setFilters({ username })}
        width="w-32"
      />
      <FilterSelect
        label={t('systemLog.field.action')}
        value={filters.action ?? ''}
        onChange={(action) => setFilters({ action })}
        options={logChoices('action', locale)}
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
            columns={columns}
            initial={list.data?.items}
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
