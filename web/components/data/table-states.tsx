import type { ReactNode } from 'react';
import { useT } from '../../hooks/app-context.tsx';
import { errorText } from './error-text.ts';

interface TableBodyStateProps {
  colSpan: number;
  loading: boolean;
  error: unknown;
  onRetry?: () => void;
  /** `true` for the default empty text, a node for a custom one, null when rows exist. */
  empty: ReactNode;
}

/** The loading, error and empty rows of a table body. */
export function TableBodyState({ colSpan, loading, error, onRetry, empty }: TableBodyStateProps) {
  if (error) {
    return (
      <tr>
        <td colSpan={colSpan} className="px-4 py-10">
          <ErrorBlock error={error} onRetry={onRetry} />
        </td>
      </tr>
    );
  }
  if (loading) return <SkeletonRows colSpan={colSpan} />;
  if (empty) {
    return (
      <tr>
        <td colSpan={colSpan} className="px-4 py-12">
          <EmptyBlock>{empty === true ? null : empty}</EmptyBlock>
        </td>
      </tr>
    );
  }
  return null;
}

function SkeletonRows({ colSpan }: { colSpan: number }) {
  const { t } = useT();
  return (
    <>
      {Array.from({ length: 6 }, (_, i) => (
        <tr
          key={i}
          aria-hidden={i > 0 || undefined}
          className="border-b border-line last:border-b-0"
        >
          <td colSpan={colSpan} className="px-3 py-2.5">
            {i === 0 && <span className="sr-only">{t('data.state.loading')}</span>}
            <div
              className="h-3 animate-pulse rounded bg-surface-3"
              style={{ width: `${90 - ((i * 17) % 40)}%` }}
            />
          </td>
        </tr>
      ))}
    </>
  );
}

/** "Nothing here" with an optional hint or action. */
export function EmptyBlock({ children }: { children?: ReactNode }) {
  const { t } = useT();
  return (
    <div role="status" className="flex flex-col items-center gap-2 text-center text-fg-3">
      <svg aria-hidden viewBox="0 0 48 48" className="h-10 w-10 text-line-strong">
        <path fill="currentColor" d="M8 14h32l-4 24H12zM14 8h20l4 6H10z" opacity=".5" />
      </svg>
      <div className="text-sm">{children ?? t('data.state.empty')}</div>
    </div>
  );
}

/** A failed load: the catalogue message, the request id when there is one, and a retry. */
export function ErrorBlock({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t, locale } = useT();
  const requestId =
    error && typeof error === 'object' && 'requestId' in error ? String(error.requestId ?? '') : '';
  return (
    <div role="alert" className="flex flex-col items-center gap-2 text-center">
      <div className="text-sm font-medium text-danger">{t('data.state.errorTitle')}</div>
      <div className="text-sm text-fg-2">
        {errorText(error, locale, t('data.state.errorGeneric'))}
      </div>
      {requestId && (
        <div className="text-xs text-fg-3">{t('data.state.requestId', { id: requestId })}</div>
      )}
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-1 rounded border border-line-strong px-3 py-1 text-sm hover:bg-surface-2"
        >
          {t('data.state.retry')}
        </button>
      )}
    </div>
  );
}
