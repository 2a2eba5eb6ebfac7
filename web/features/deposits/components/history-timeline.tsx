import type { HistoryEntry } from '#core/types';
import { useT } from '../../../hooks/app-context.tsx';

/** A record's audit history, newest first, with the before/after detail on demand. */
export function HistoryTimeline({ entries }: { entries: HistoryEntry[] }) {
  const { t, formatDateTime } = useT();
  // The server records machine action names; show the translated name, else the raw one.
  const actionLabel = (action: string) => {
    const key = `deposits.history.action.${action}`;
    const label = t(key);
    return label === key ? action : label;
  };
  if (entries.length === 0)
    return <p className="text-sm text-fg-3">{t('deposits.detail.noHistory')}</p>;
  return (
    <ol className="relative ml-1.5 border-l border-line">
      {entries.map((h) => (
        <li key={h.id} className="relative pb-3 pl-4 last:pb-0">
          <span
            aria-hidden
            className={`absolute -left-[5px] top-1.5 h-2.5 w-2.5 rounded-full border-2 border-surface ${h.result === 'success' ? 'bg-success' : 'bg-danger'}`}
          />
          <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-medium text-fg">{actionLabel(h.action)}</span>
            <span className="text-fg-2">{h.user}</span>
            <span className="tabular-nums text-xs text-fg-3">{formatDateTime(h.at)}</span>
            {h.result === 'failure' && (
              <span className="text-xs text-danger">{t('status.log.failure')}</span>
            )}
          </div>
          {h.detail !== null && h.detail !== undefined && (
            <details className="mt-1 text-xs">
              <summary className="cursor-pointer text-fg-3 hover:text-fg-2">
                {t('deposits.detail.showDetail')}
              </summary>
              <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap break-all rounded bg-surface-2 p-2 font-mono text-fg-2">
                {JSON.stringify(h.detail, null, 2)}
              </pre>
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}
