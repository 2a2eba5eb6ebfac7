import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Icon } from './icon.tsx';

export function EmptyState({
  title,
  description,
  action,
  icon = 'inbox',
  className,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 px-6 py-12 text-center',
        className,
      )}
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-surface-3 text-fg-3">
        <Icon name={icon} size={22} />
      </span>
      <p className="text-sm font-medium text-fg">{title}</p>
      {description && <p className="max-w-sm text-xs text-fg-3">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
