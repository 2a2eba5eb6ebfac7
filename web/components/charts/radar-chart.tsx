/**
 * A radar of one or more series over the same axes (themes, dimensions). Arrow keys walk the axes
 * and show every series' value on that axis; the legend toggles series.
 */
import { Group } from '@visx/group';
import { AXIS_COLOR, GRID_COLOR } from './chart-kit.tsx';
import { SeriesFrame, useSeriesChart, type LineSeries } from './series-chart.tsx';

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
  const chart = useSeriesChart(series, axes.length);
  const { width, height, cursor, shown } = chart;
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
    <SeriesFrame
      chart={chart}
      label={label}
      series={series}
      categories={axes}
      format={format}
      tooltipLeft={() => 8}
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
    </SeriesFrame>
  );
}
