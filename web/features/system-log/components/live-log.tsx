import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { streamLogs, type LogQuery } from '#core/api';
import type { LogEntry } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { errorText } from '../../../components/data/error-text.ts';
import type { Column } from '../../../components/data/columns.ts';
import { claimError } from '../../../lib/request-errors.ts';

/** Entries kept in memory during one live session; older ones fall off the end. */
const LIVE_LIMIT = 50_000;

type LiveState = 'connecting' | 'open' | 'retrying' | 'restarting' | 'stopped';

interface Props {
  query: Omit<LogQuery, 'page' | 'pageSize' | 'cursor' | 'limit' | 'sort'>;
  /** The list view's columns: the live view shows the same fields. */
  columns: Column<LogEntry>[];
  /**
   * The latest entries the list loaded (undefined while it loads): shown at once, and the stream
   * resumes after the newest of them, so nothing is missed or repeated.
   */
  initial: readonly LogEntry[] | undefined;
  onOpen(entry: LogEntry): void;
}

/** Newest first, whatever order the list was sorted in. */
const newestFirst = (entries: readonly LogEntry[]) => [...entries].sort((a, b) => b.id - a.id);

/**
 * The live system log: it starts with the latest entries, then new ones arrive over SSE (core's
 * streamLogs, which resumes after drops) and are prepended; only the rows in view are rendered,
 * so hours of entries stay smooth.
 */
export function LiveLog({ query, columns, initial, onOpen }: Props) {
  const api = useApi();
  const { t, locale, formatNumber } = useT();
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const [added, setAdded] = useState(0);
  const ready = initial !== undefined;
  const initialRef = useRef(initial);
  initialRef.current = initial;
  const [state, setState] = useState<LiveState>('connecting');
  const [problem, setProblem] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const start = newestFirst(initialRef.current ?? []);
    const afterId = start[0]?.id;
    setEntries(start);
    setAdded(0);
    setState('connecting');
    // Batch bursts into one render per frame.
    let pending: LogEntry[] = [];
    let frame = 0;
    const flush = () => {
      frame = 0;
      const batch = pending.reverse();
      pending = [];
      setAdded((n) => n + batch.length);
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
      // The server is shutting down: no error; the stream reconnects (another instance, or it restarted).
      onServerDraining: () => {
        setState('restarting');
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
  }, [api, queryKey, ready]);

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
  const template = columns.map((c) => c.width ?? 'minmax(8rem,1fr)').join(' ');
  const cols = 'grid gap-3 px-3';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3 text-sm" role="status" aria-live="polite">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className={`h-2 w-2 rounded-full ${dot}`} />
          {t(`systemLog.live.${state}`)}
        </span>
        <span className="tabular-nums text-fg-3">
          {t('systemLog.live.count', { count: formatNumber(added) })}
        </span>
        {problem && <span className="text-xs text-danger">{problem}</span>}
      </div>
      <div className="overflow-hidden rounded-md border border-line bg-surface">
        <div
          className={`${cols} border-b border-line bg-surface-2 py-1.5 text-sm font-medium text-fg-2`}
          style={{ gridTemplateColumns: template }}
          data-live-header=""
        >
          {columns.map((c) => (
            <span key={c.key} className={c.align === 'right' ? 'text-right' : ''}>
              {c.title}
            </span>
          ))}
        </div>
        <div
          ref={scrollRef}
          className="h-[60vh] overflow-auto scrollbar-thin"
          role="log"
          aria-label={t('systemLog.live.label')}
          data-testid="live-log"
        >
          {!ready ? (
            <p className="p-6 text-center text-sm text-fg-3">{t('systemLog.live.connecting')}</p>
          ) : entries.length === 0 ? (
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
                      gridTemplateColumns: template,
                    }}
                    className={`${cols} items-center border-b border-line text-left text-sm hover:bg-surface-2 ${item.index === 0 ? 'animate-fade-in' : ''}`}
                  >
                    {columns.map((c) => (
                      <span
                        key={c.key}
                        className={`min-w-0 truncate ${c.align === 'right' ? 'text-right' : ''}`}
                      >
                        {c.render(e)}
                      </span>
                    ))}
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
