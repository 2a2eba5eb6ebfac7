/** A horizontal step indicator (step form, approval process, success progress). */
import { Icon } from '../ui/icon.tsx';
import { cn } from '../../lib/cn.ts';

export type StepState = 'wait' | 'process' | 'finish' | 'error';

export interface StepItem {
  title: string;
  description?: string;
  state: StepState;
}

const DOT: Record<StepState, string> = {
  wait: 'border-line-strong bg-surface text-fg-3',
  process: 'border-primary-solid bg-primary-solid text-white',
  finish: 'border-primary-6 bg-primary-1 text-primary-6 dark:bg-primary-6/15 dark:text-primary-7',
  error: 'border-danger-solid bg-danger-solid text-white',
};

/** The states of steps when `current` is in progress (earlier ones done, later ones waiting). */
export function statesFrom(count: number, current: number, allDone = false): StepState[] {
  return Array.from({ length: count }, (_, i) =>
    allDone || i < current ? 'finish' : i === current ? 'process' : 'wait',
  );
}

export function Steps({
  items,
  label,
  stateLabel,
  className,
}: {
  items: StepItem[];
  /** Accessible name of the list. */
  label: string;
  /** The words a screen reader hears for each state ('done', 'in progress', 'waiting'). */
  stateLabel(state: StepState): string;
  className?: string;
}) {
  return (
    <ol aria-label={label} className={cn('flex flex-wrap gap-y-3', className)}>
      {items.map((item, i) => (
        <li
          key={item.title}
          aria-current={item.state === 'process' ? 'step' : undefined}
          data-state={item.state}
          className="flex min-w-[112px] flex-1 items-start gap-2 pr-2"
        >
          <span
            className={cn(
              'flex h-7 w-7 shrink-0 items-center justify-center rounded-full border text-sm font-medium tabular-nums',
              DOT[item.state],
            )}
            aria-hidden
          >
            {item.state === 'finish' ? (
              <Icon name="check" size={14} />
            ) : item.state === 'error' ? (
              <Icon name="x" size={14} />
            ) : (
              i + 1
            )}
          </span>
          <span className="flex min-w-0 flex-1 flex-col pt-0.5">
            <span className="flex items-center gap-2">
              <span
                className={cn(
                  'text-sm',
                  item.state === 'wait' ? 'text-fg-3' : 'font-medium text-fg',
                )}
              >
                {item.title}
              </span>
              {i < items.length - 1 && (
                <span
                  aria-hidden
                  className={cn(
                    'h-px min-w-4 flex-1',
                    item.state === 'finish' ? 'bg-primary-6' : 'bg-line',
                  )}
                />
              )}
            </span>
            <span className="text-xs text-fg-3">
              <span className="sr-only">{stateLabel(item.state)}</span>
              {item.description}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
