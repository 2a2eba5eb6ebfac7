/**
 * A donut of shares. The centre shows the total, or the slice under the pointer / keyboard cursor
 * (arrow keys walk the slices); the legend lists each share.
 */
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { useElementSize } from '../data/use-element-size.ts';
import { ChartTable, colorAt, Legend, useChartCursor } from './chart-kit.tsx';

export interface Slice {
  name: string;
  value: number;
}

export function PieChart({
  label,
  slices,
  format,
  formatShare,
  totalLabel,
}: {
  label: string;
  slices: Slice[];
  format: (n: number) => string;
  /** Share of the total (0–1) as text. */
  formatShare: (share: number) => string;
  totalLabel: string;
}) {
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const cursor = useChartCursor(slices.length);
  const total = slices.reduce((s, x) => s + x.value, 0);
  const radius = Math.max(0, Math.min(width, height) / 2 - 4);
  const at = cursor.index;
  const active = at !== null ? slices[at] : null;

  return (
    <div className="flex h-full min-h-0 flex-col gap-3">
      <div
        ref={ref}
        role="group"
        aria-label={label}
        className="relative min-h-0 flex-1 rounded focus-visible:outline-2 focus-visible:outline-primary-6"
        {...cursor.focusProps}
      >
        {radius > 0 && (
          <svg width="100%" height="100%" aria-hidden onMouseLeave={() => cursor.setIndex(null)}>
            <Group top={height / 2} left={width / 2}>
              <Pie
                data={slices}
                pieValue={(d) => d.value}
                outerRadius={radius}
                innerRadius={radius * 0.62}
                padAngle={0.012}
                pieSort={null}
              >
                {(pie) =>
                  pie.arcs.map((arc, i) => (
                    <path
                      key={arc.data.name}
                      d={pie.path(arc) ?? ''}
                      fill={colorAt(i)}
                      opacity={at === null || at === i ? 1 : 0.45}
                      onMouseEnter={() => cursor.setIndex(i)}
                    />
                  ))
                }
              </Pie>
            </Group>
          </svg>
        )}
        <div
          role="status"
          className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center text-center"
        >
          <span className="max-w-[60%] truncate text-xs text-fg-3">
            {active ? active.name : totalLabel}
          </span>
          <span className="text-lg font-semibold tabular-nums text-fg">
            {format(active ? active.value : total)}
          </span>
          {active && total > 0 && (
            <span className="text-xs tabular-nums text-fg-2">
              {formatShare(active.value / total)}
            </span>
          )}
        </div>
        <ChartTable
          caption={label}
          head={['', totalLabel, '%']}
          rows={slices.map((s) => [
            s.name,
            format(s.value),
            total ? formatShare(s.value / total) : '—',
          ])}
        />
      </div>
      <Legend
        label={label}
        items={slices.map((s, i) => ({
          name: s.name,
          color: colorAt(i),
          value: total ? formatShare(s.value / total) : '—',
        }))}
      />
    </div>
  );
}
