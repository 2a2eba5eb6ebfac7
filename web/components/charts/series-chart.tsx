/**
 * What the bar, line and radar charts share: the series state (box size, hidden series, cursor),
 * the frame around the drawing (legend, focusable box, tooltip at the cursor, screen-reader table)
 * and, for the two charts over x labels, the grid and the axes.
 */
import type { ReactNode } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import type { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
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

export interface LineSeries {
  name: string;
  values: number[];
}

/** Room around the plot of a chart over x labels, for the value axis and the label axis. */
export const MARGIN = { top: 12, right: 16, bottom: 26, left: 52 };

/** The state of a chart of `series` over `count` categories; `shown` are the visible series, coloured. */
export function useSeriesChart(series: LineSeries[], count: number) {
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const { hidden, toggle } = useHiddenSeries();
  const cursor = useChartCursor(count);
  const shown = series
    .map((s, i) => ({ ...s, color: colorAt(i) }))
    .filter((s) => !hidden.has(s.name));
  return { ref, width, height, hidden, toggle, cursor, shown };
}

export type SeriesChartState = ReturnType<typeof useSeriesChart>;

/**
 * The legend (for more than one series) above the chart's focusable box, which holds the drawing,
 * the tooltip of the category at the cursor and the table of every figure.
 */
export function SeriesFrame({
  chart,
  label,
  legendLabel,
  series,
  categories,
  format,
  formatCategory = (c) => c,
  tooltipLeft,
  children,
}: {
  chart: SeriesChartState;
  label: string;
  legendLabel?: string;
  series: LineSeries[];
  categories: string[];
  format: (n: number) => string;
  formatCategory?: (c: string) => string;
  /** The tooltip's left edge for the category at `index`. */
  tooltipLeft(index: number): number;
  children: ReactNode;
}) {
  const { ref, hidden, toggle, cursor, shown } = chart;
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
        {children}
        {at !== null && (
          <ChartTooltip
            title={formatCategory(categories[at])}
            left={tooltipLeft(at)}
            rows={shown.map((s) => ({ name: s.name, color: s.color, value: format(s.values[at]) }))}
          />
        )}
        <ChartTable
          caption={label}
          head={['', ...series.map((s) => s.name)]}
          rows={categories.map((c, i) => [
            formatCategory(c),
            ...series.map((s) => format(s.values[i])),
          ])}
        />
      </div>
    </div>
  );
}

/** The plot size inside `MARGIN`, and every how many labels the label axis names one. */
export function plotArea(width: number, height: number, labels: number) {
  const innerW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerH = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const every = Math.max(1, Math.ceil(labels / Math.max(1, Math.floor(innerW / 56))));
  return { innerW, innerH, every };
}

/** Dashed grid lines at the value ticks, the marks (`children`), then the value and label axes. */
export function CartesianPlot({
  x,
  y,
  innerW,
  innerH,
  every,
  labels,
  format,
  formatLabel,
  children,
}: {
  x: ReturnType<typeof scaleBand<string>> | ReturnType<typeof scalePoint<string>>;
  y: ReturnType<typeof scaleLinear<number>>;
  innerW: number;
  innerH: number;
  every: number;
  labels: string[];
  format: (n: number) => string;
  formatLabel: (l: string) => string;
  children: ReactNode;
}) {
  return (
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
      {children}
      <AxisLeft
        scale={y}
        numTicks={4}
        stroke={AXIS_COLOR}
        tickStroke={AXIS_COLOR}
        tickFormat={(v) => format(Number(v))}
        tickLabelProps={{ fill: AXIS_COLOR, fontSize: 11, textAnchor: 'end', dx: -4, dy: 3 }}
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
  );
}
