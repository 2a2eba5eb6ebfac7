import type { ReactNode } from 'react';

export type Tone = 'green' | 'orange' | 'red' | 'blue' | 'gray' | 'purple';

const TONES: Record<Tone, string> = {
  green:
    'bg-green-50 text-green-700 ring-green-600/20 dark:bg-green-500/10 dark:text-green-400 dark:ring-green-500/30',
  orange:
    'bg-orange-50 text-orange-700 ring-orange-600/20 dark:bg-orange-500/10 dark:text-orange-300 dark:ring-orange-500/30',
  red: 'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-400 dark:ring-red-500/30',
  blue: 'bg-primary-1 text-primary-6 ring-primary-6/20 dark:bg-primary-6/15 dark:text-primary-8',
  gray: 'bg-surface-3 text-fg-2 ring-line-strong/60',
  purple:
    'bg-purple-50 text-purple-700 ring-purple-600/20 dark:bg-purple-500/10 dark:text-purple-300 dark:ring-purple-500/30',
};

const DOTS: Record<Tone, string> = {
  green: 'bg-green-500',
  orange: 'bg-orange-500',
  red: 'bg-red-500',
  blue: 'bg-primary-6',
  gray: 'bg-fg-3',
  purple: 'bg-purple-500',
};

/** A record state as a coloured tag with a dot, so the colour is never the only signal. */
export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[tone]}`}
    >
      <span aria-hidden className={`h-1.5 w-1.5 rounded-full ${DOTS[tone]}`} />
      {children}
    </span>
  );
}
