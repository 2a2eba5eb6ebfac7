/**
 * A radar of one or more series over the same axes (themes, dimensions). Arrow keys walk the axes
 * and show every series' value on that axis; the legend toggles series.
 */
import { Group } from '@visx/group';
import { useElementSize } from '../data/use-element-size.ts';
import {
  AXIS_COLOR,
  ChartTable,
  ChartTooltip,
  colorAt,
  GRID_COLOR,
  Legend,
  useChartCursor,
  useHiddenSeries,
} from './chart-kit.tsx';
import type { LineSeries } from './line-chart.tsx';

const LEVELS = 4;

export function RadarChart({
  label,
  axes,
  series,
  format,
}: {
  label: string;
  axes: string[];
  series: LineSeries[];
  format: (n: number) => string;
}) {
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const { hidden, toggle } = useHiddenSeries();
  const cursor = useChartCursor(axes.length);
  const shown = series
    .map((s, i) => ({ ...s, color: colorAt(i) }))
    .filter((s) => !hidden.has(s.name));
  // Room for the axis names ("Entertainment") on either side.
  const radius = Math.max(0, Math.min(width / 2 - 84, height / 2 - 28));
  const max = Math.max(1, ...shown.flatMap((s) => s.values));
  const angle = (i: number) => (Math.PI * 2 * i) / axes.length - Math.PI / 2;
  const point = (i: number, r: number) => ({
    x: Math.cos(angle(i)) * r,
    y: Math.sin(angle(i)) * r,
  });
  const polygon = (r: (i: number) => number) =>
    axes
      .map((_, i) => point(i, r(i)))
      .map((p) => `${p.x},${p.y}`)
      .join(' ');
  const at = cursor.index;

  return (
    <div className="flex h-full min-h-0 flex-col gap-2">
      {series.length > 1 && (
        <Legend
          label={label}
          items={series.map((s, i) => ({ name: s.name, color: colorAt(i) }))}
          hidden={hidden}
          onToggle={(n) => toggle(n, series.length)}
        />
      )}
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
              {Array.from({ length: LEVELS }, (_, l) => (
                <polygon
                  key={l}
                  points={polygon(() => (radius * (l + 1)) / LEVELS)}
                  fill="none"
                  stroke={GRID_COLOR}
                />
              ))}
              {axes.map((name, i) => {
                const end = point(i, radius);
                const tip = point(i, radius + 14);
                return (
                  <g key={name} onMouseEnter={() => cursor.setIndex(i)}>
                    <line x1={0} y1={0} x2={end.x} y2={end.y} stroke={GRID_COLOR} />
                    <text
                      x={tip.x}
                      y={tip.y}
                      fontSize={11}
                      fill={at === i ? 'rgb(var(--c-fg))' : AXIS_COLOR}
                      fontWeight={at === i ? 600 : 400}
                      textAnchor={Math.abs(tip.x) < 4 ? 'middle' : tip.x > 0 ? 'start' : 'end'}
                      dominantBaseline="middle"
                    >
                      {name}
                    </text>
                  </g>
                );
              })}
              {shown.map((s) => (
                <g key={s.name}>
                  <polygon
                    points={polygon((i) => (radius * (s.values[i] ?? 0)) / max)}
                    fill={s.color}
                    fillOpacity={0.15}
                    stroke={s.color}
                    strokeWidth={2}
                  />
                  {at !== null && (
                    <circle
                      cx={point(at, (radius * (s.values[at] ?? 0)) / max).x}
                      cy={point(at, (radius * (s.values[at] ?? 0)) / max).y}
                      r={4}
                      fill={s.color}
                    />
                  )}
                </g>
              ))}
            </Group>
          </svg>
        )}
        {at !== null && (
          <ChartTooltip
            title={axes[at]}
            left={8}
            rows={shown.map((s) => ({ name: s.name, color: s.color, value: format(s.values[at]) }))}
          />
        )}
        <ChartTable
          caption={label}
          head={['', ...series.map((s) => s.name)]}
          rows={axes.map((a, i) => [a, ...series.map((s) => format(s.values[i]))])}
        />
      </div>
    </div>
  );
}
