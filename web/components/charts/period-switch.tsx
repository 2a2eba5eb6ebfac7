/** A segmented radio group choosing how many of the latest points a chart shows. */
import { cn } from '../../lib/cn.ts';

export function PeriodSwitch({
  label,
  options,
  value,
  onChange,
  format,
}: {
  label: string;
  options: number[];
  value: number;
  onChange(n: number): void;
  format(n: number): string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="inline-flex rounded-[4px] bg-surface-2 p-0.5"
      onKeyDown={(e) => {
        const step =
          e.key === 'ArrowRight' || e.key === 'ArrowDown'
            ? 1
            : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
              ? -1
              : 0;
        if (!step) return;
        e.preventDefault();
        const i = options.indexOf(value);
        const next = options[(i + step + options.length) % options.length];
        onChange(next);
        (e.currentTarget.querySelector(`[data-value="${next}"]`) as HTMLElement | null)?.focus();
      }}
    >
      {options.map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={n === value}
          tabIndex={n === value ? 0 : -1}
          data-value={n}
          onClick={() => onChange(n)}
          className={cn(
            'rounded-[3px] px-2.5 py-0.5 text-xs transition-colors focus-visible:outline-2 focus-visible:outline-primary-6',
            n === value
              ? 'bg-surface font-medium text-primary-6 shadow-sm dark:text-primary-7'
              : 'text-fg-2 hover:text-fg',
          )}
        >
          {format(n)}
        </button>
      ))}
    </div>
  );
}
