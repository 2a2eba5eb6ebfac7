import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';

/** A failed load: what went wrong, the request id when the server gave one, and a retry. */
export function ErrorState({
  title,
  message,
  requestId,
  retryLabel,
  onRetry,
  className,
  extra,
}: {
  title: string;
  message?: string;
  /** Already worded, e.g. t('…', { requestId }); shown small for support. */
  requestId?: string;
  retryLabel?: string;
  onRetry?: () => void;
  className?: string;
  extra?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-2 px-6 py-12 text-center',
        className,
      )}
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-danger/10 text-danger">
        <Icon name="alert" size={22} />
      </span>
      <p className="text-sm font-medium text-fg">{title}</p>
      {message && <p className="max-w-md text-xs text-fg-2">{message}</p>}
      {requestId && <p className="font-mono text-[11px] text-fg-3">{requestId}</p>}
      {extra}
      {onRetry && retryLabel && (
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          <Icon name="refresh" size={14} />
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
