import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type TagColor = 'gray' | 'blue' | 'green' | 'orange' | 'red' | 'purple' | 'primary';

const COLORS: Record<TagColor, string> = {
  gray: 'bg-surface-3 text-fg-2',
  blue: 'bg-sky-500/12 text-sky-700 dark:text-sky-300',
  green: 'bg-emerald-500/12 text-emerald-700 dark:text-emerald-300',
  orange: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  red: 'bg-red-500/12 text-red-700 dark:text-red-300',
  purple: 'bg-violet-500/12 text-violet-700 dark:text-violet-300',
  primary: 'bg-primary-1 text-primary-7 dark:bg-primary-6/20 dark:text-primary-8',
};

/** A status tag (record states, message tags). */
export function Tag({
  color = 'gray',
  children,
  className,
}: {
  color?: TagColor;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex h-5 items-center gap-1 rounded-[3px] px-1.5 text-xs font-medium whitespace-nowrap',
        COLORS[color],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A count bubble (unread messages). Hidden at 0. */
export function CountBadge({
  count,
  max = 99,
  className,
}: {
  count: number;
  max?: number;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-danger-solid px-1 text-[10px] leading-none font-semibold text-white tabular-nums',
        className,
      )}
    >
      {count > max ? `${max}+` : count}
    </span>
  );
}
