/**
 * Grouped bars: one group per category, one bar per series. Same behaviour as the line chart:
 * fills its box, legend toggles series, arrow keys walk the categories with a tooltip.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useElementSize } from '../data/use-element-size.ts';
import {
  AXIS_COLOR,
  ChartTable,
  ChartTooltip,
  colorAt,
  GRID_COLOR,
  Legend,
  tooltipLeft,
  useChartCursor,
  useHiddenSeries,
} from './chart-kit.tsx';
import type { LineSeries } from './line-chart.tsx';

const MARGIN = { top: 12, right: 16, bottom: 26, left: 52 };

export function BarChart({
  label,
  labels,
  series,
  format,
  formatLabel = (l) => l,
  legendLabel,
}: {
  label: string;
  labels: string[];
  series: LineSeries[];
  format: (n: number) => string;
  formatLabel?: (l: string) => string;
  legendLabel?: string;
}) {
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const { hidden, toggle } = useHiddenSeries();
  const cursor = useChartCursor(labels.length);
  const shown = series
    .map((s, i) => ({ ...s, color: colorAt(i) }))
    .filter((s) => !hidden.has(s.name));
  const innerW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerH = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const x = scaleBand<string>({ domain: labels, range: [0, innerW], padding: 0.3 });
  const inner = scaleBand<string>({
    domain: shown.map((s) => s.name),
    range: [0, x.bandwidth()],
    padding: 0.1,
  });
  const max = Math.max(1, ...shown.flatMap((s) => s.values));
  const y = scaleLinear<number>({ domain: [0, max], range: [innerH, 0], nice: true });
  const every = Math.max(1, Math.ceil(labels.length / Math.max(1, Math.floor(innerW / 56))));
  const at = cursor.index;

  return (
    <div className="flex h-full min-h-0 flex-col gap-2">
      {series.length > 1 && (
        <Legend
          label={legendLabel ?? label}
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
        {width > 0 && height > 0 && (
          <svg width="100%" height="100%" aria-hidden onMouseLeave={() => cursor.setIndex(null)}>
            <Group left={MARGIN.left} top={MARGIN.top}>
              {y.ticks(4).map((tick) => (
                <line
                  key={tick}
                  x1={0}
                  x2={innerW}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke={GRID_COLOR}
                  strokeDasharray="3 3"
                />
              ))}
              {labels.map((l, i) => (
                <Group key={l} left={x(l) ?? 0}>
                  <rect
                    x={-x.step() * 0.15}
                    y={0}
                    width={x.step()}
                    height={innerH}
                    fill={at === i ? 'rgb(var(--c-surface-3))' : 'transparent'}
                    onMouseEnter={() => cursor.setIndex(i)}
                  />
                  {shown.map((s) => {
                    const v = s.values[i] ?? 0;
                    const top = y(v) ?? innerH;
                    return (
                      <Bar
                        key={s.name}
                        x={inner(s.name) ?? 0}
                        y={top}
                        width={inner.bandwidth()}
                        height={Math.max(0, innerH - top)}
                        rx={2}
                        fill={s.color}
                        pointerEvents="none"
                      />
                    );
                  })}
                </Group>
              ))}
              <AxisLeft
                scale={y}
                numTicks={4}
                stroke={AXIS_COLOR}
                tickStroke={AXIS_COLOR}
                tickFormat={(v) => format(Number(v))}
                tickLabelProps={{
                  fill: AXIS_COLOR,
                  fontSize: 11,
                  textAnchor: 'end',
                  dx: -4,
                  dy: 3,
                }}
              />
              <AxisBottom
                top={innerH}
                scale={x}
                stroke={AXIS_COLOR}
                tickStroke={AXIS_COLOR}
                tickValues={labels.filter((_, i) => i % every === 0)}
                tickFormat={(v) => formatLabel(String(v))}
                tickLabelProps={{ fill: AXIS_COLOR, fontSize: 11, textAnchor: 'middle' }}
              />
            </Group>
          </svg>
        )}
        {at !== null && (
          <ChartTooltip
            title={formatLabel(labels[at])}
            left={tooltipLeft(MARGIN.left + (x(labels[at]) ?? 0) + x.bandwidth(), width)}
            rows={shown.map((s) => ({ name: s.name, color: s.color, value: format(s.values[at]) }))}
          />
        )}
        <ChartTable
          caption={label}
          head={['', ...series.map((s) => s.name)]}
          rows={labels.map((l, i) => [formatLabel(l), ...series.map((s) => format(s.values[i]))])}
        />
      </div>
    </div>
  );
}
