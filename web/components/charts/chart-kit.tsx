/**
 * Pieces every visx chart shares: the series colours (theme variables, so light, dark and
 * colour-weak all follow), the legend that shows / hides a series, the keyboard cursor that
 * walks the points with the arrow keys, and the floating tooltip.
 */
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const CHART_COLORS = [
  'rgb(var(--primary-6))',
  'rgb(var(--c-success))',
  'rgb(var(--c-warning))',
  'rgb(var(--chart-4))',
  'rgb(var(--chart-5))',
  'rgb(var(--c-danger))',
] as const;

export const AXIS_COLOR = 'rgb(var(--c-fg-3))';
export const GRID_COLOR = 'rgb(var(--c-line))';

export const colorAt = (i: number): string => CHART_COLORS[i % CHART_COLORS.length];

/** Which series are shown; a legend button toggles one (at least one stays on). */
export function useHiddenSeries() {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const toggle = (name: string, total: number) =>
    setHidden((prev) => {
      const next = new Set(prev);
      if (next.has(name)) next.delete(name);
      else if (total - next.size > 1) next.add(name);
      return next;
    });
  return { hidden, toggle };
}

export function Legend({
  items,
  hidden,
  onToggle,
  label,
}: {
  items: { name: string; color: string; value?: ReactNode }[];
  hidden?: ReadonlySet<string>;
  onToggle?: (name: string) => void;
  label: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
      {items.map((item) => {
        const off = hidden?.has(item.name) ?? false;
        const body = (
          <>
            <span
              aria-hidden
              className="inline-block size-2.5 shrink-0 rounded-sm"
              style={{ background: off ? 'rgb(var(--c-line-strong))' : item.color }}
            />
            <span className={cn('text-fg-2', off && 'line-through')}>{item.name}</span>
            {item.value !== undefined && (
              <span className="font-medium tabular-nums text-fg">{item.value}</span>
            )}
          </>
        );
        return (
          <li key={item.name}>
            {onToggle ? (
              <button
                type="button"
                aria-pressed={!off}
                onClick={() => onToggle(item.name)}
                className="flex items-center gap-1.5 rounded px-1 py-0.5 hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-primary-6"
              >
                {body}
              </button>
            ) : (
              <span className="flex items-center gap-1.5 px-1 py-0.5">{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The point under the pointer or the keyboard: Left / Right (or Up / Down) move it, Home / End
 * jump, Escape clears. The chart box is a focusable group, so the tooltip is reachable by keyboard.
 */
export function useChartCursor(count: number) {
  const [index, setIndex] = useState<number | null>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    if (count === 0) return;
    const at = index ?? -1;
    let next: number | null = at;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = Math.min(count - 1, at + 1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = Math.max(0, at < 0 ? 0 : at - 1);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = count - 1;
    else if (e.key === 'Escape') next = null;
    else return;
    e.preventDefault();
    setIndex(next);
  };
  return {
    index: index !== null && index < count ? index : null,
    setIndex,
    focusProps: {
      tabIndex: 0,
      onKeyDown,
      onBlur: () => setIndex(null),
    },
  };
}

export function ChartTooltip({
  title,
  rows,
  left,
}: {
  title: string;
  rows: { name: string; color?: string; value: string }[];
  /** Horizontal anchor in px inside the chart box; the tooltip flips to stay inside. */
  left: number;
}) {
  return (
    <div
      role="status"
      className="pointer-events-none absolute top-1 z-10 min-w-32 rounded border border-line bg-surface px-2 py-1.5 text-xs text-fg shadow-pop"
      style={{ left }}
    >
      <div className="mb-0.5 font-medium tabular-nums">{title}</div>
      {rows.map((r) => (
        <div key={r.name} className="flex items-center gap-1.5">
          {r.color && (
            <span aria-hidden className="size-2 rounded-sm" style={{ background: r.color }} />
          )}
          <span className="text-fg-2">{r.name}</span>
          <span className="ml-auto pl-3 font-medium tabular-nums">{r.value}</span>
        </div>
      ))}
    </div>
  );
}

/** Left position for a tooltip near x, kept inside a box of `width` (tooltip ~ 160 px). */
export function tooltipLeft(x: number, width: number): number {
  return x + 176 > width ? Math.max(0, x - 168) : x + 12;
}

/** The same figures as a visually hidden table, for screen readers. */
export function ChartTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            {r.map((c, j) => (
              <td key={j}>{c}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
