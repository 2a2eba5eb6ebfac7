import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { streamLogs, type LogQuery } from '#core/api';
import type { LogEntry } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { errorText } from '../../../components/data/error-text.ts';
import { RecordStatus } from '../../../components/data/record-status.tsx';
import { claimError } from '../../../lib/request-errors.ts';

/** Entries kept in memory during one live session; older ones fall off the end. */
export const LIVE_LIMIT = 50_000;

type LiveState = 'connecting' | 'open' | 'retrying' | 'stopped';

interface Props {
  query: Omit<LogQuery, 'page' | 'pageSize' | 'cursor' | 'limit' | 'sort'>;
  /** Resume after this id (the newest entry the list showed), so nothing is missed or repeated. */
  afterId: number | undefined;
  onOpen(entry: LogEntry): void;
}

/**
 * The live system log: new entries arrive over SSE (core's streamLogs, which resumes after drops)
 * and are prepended; only the rows in view are rendered, so hours of entries stay smooth.
 */
export function LiveLog({ query, afterId, onOpen }: Props) {
  const api = useApi();
  const { t, locale, formatDateTime, formatNumber } = useT();
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const [state, setState] = useState<LiveState>('connecting');
  const [problem, setProblem] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    const controller = new AbortController();
    setEntries([]);
    setState('connecting');
    // Batch bursts into one render per frame.
    let pending: LogEntry[] = [];
    let frame = 0;
    const flush = () => {
      frame = 0;
      const batch = pending.reverse();
      pending = [];
      setEntries((prev) => [...batch, ...prev].slice(0, LIVE_LIMIT));
    };
    streamLogs(api, {
      query: JSON.parse(queryKey) as Props['query'],
      ...(afterId !== undefined ? { lastEventId: afterId } : {}),
      signal: controller.signal,
      onOpen: () => {
        setState('open');
        setProblem(null);
      },
      onError: (error) => {
        claimError(error); // the live status line shows it; reconnects must not toast each time
        setState('retrying');
        setProblem(errorText(error, locale, t('data.state.errorGeneric')));
      },
      onEntry: (entry) => {
        pending.push(entry);
        if (!frame) frame = requestAnimationFrame(flush);
      },
    }).then(
      () => setState('stopped'),
      (error: unknown) => {
        claimError(error);
        setState('stopped');
        setProblem(errorText(error, locale, t('data.state.errorGeneric')));
      },
    );
    return () => {
      controller.abort();
      if (frame) cancelAnimationFrame(frame);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restart only when the filters change
  }, [api, queryKey]);

  const virtual = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 34,
    overscan: 12,
  });
  const dot =
    state === 'open'
      ? 'bg-success animate-pulse'
      : state === 'stopped'
        ? 'bg-danger'
        : 'bg-warning';
  const cols =
    'grid grid-cols-[10rem_7rem_8rem_7rem_minmax(8rem,1fr)_minmax(8rem,1fr)_6rem] gap-3 px-3';

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3 text-sm" role="status" aria-live="polite">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className={`h-2 w-2 rounded-full ${dot}`} />
          {t(`systemLog.live.${state}`)}
        </span>
        <span className="tabular-nums text-fg-3">
          {t('systemLog.live.count', { count: formatNumber(entries.length) })}
        </span>
        {problem && <span className="text-xs text-danger">{problem}</span>}
      </div>
      <div className="overflow-hidden rounded-md border border-line bg-surface">
        <div
          className={`${cols} border-b border-line bg-surface-2 py-1.5 text-sm font-medium text-fg-2`}
          role="row"
        >
          <span>{t('systemLog.field.at')}</span>
          <span>{t('systemLog.field.username')}</span>
          <span>{t('systemLog.field.module')}</span>
          <span>{t('systemLog.field.action')}</span>
          <span>{t('systemLog.field.target')}</span>
          <span>{t('systemLog.field.ip')}</span>
          <span>{t('systemLog.field.result')}</span>
        </div>
        <div
          ref={scrollRef}
          className="h-[60vh] overflow-auto scrollbar-thin"
          role="log"
          aria-label={t('systemLog.live.label')}
          data-testid="live-log"
        >
          {entries.length === 0 ? (
            <p className="p-6 text-center text-sm text-fg-3">{t('systemLog.live.waiting')}</p>
          ) : (
            <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
              {virtual.getVirtualItems().map((item) => {
                const e = entries[item.index];
                return (
                  <button
                    key={e.id}
                    type="button"
                    onClick={() => onOpen(e)}
                    data-log-id={e.id}
                    style={{
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      width: '100%',
                      height: item.size,
                      transform: `translateY(${item.start}px)`,
                    }}
                    className={`${cols} items-center border-b border-line text-left text-sm hover:bg-surface-2 ${item.index === 0 ? 'animate-fade-in' : ''}`}
                  >
                    <span className="tabular-nums text-fg-2">{formatDateTime(e.at)}</span>
                    <span className="truncate">{e.username || '—'}</span>
                    <span className="truncate">{e.module}</span>
                    <span className="truncate">{e.action}</span>
                    <span className="truncate text-fg-2">{e.target}</span>
                    <span className="truncate font-mono text-xs text-fg-3">{e.ip}</span>
                    <span>
                      <RecordStatus kind="log" value={e.result} />
                    </span>
                  </button>
                );
              })}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
