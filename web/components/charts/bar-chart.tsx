/**
 * Grouped bars: one group per category, one bar per series. Same behaviour as the line chart:
 * fills its box, legend toggles series, arrow keys walk the categories with a tooltip.
 */
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { tooltipLeft } from './chart-kit.tsx';
import {
  CartesianPlot,
  MARGIN,
  plotArea,
  SeriesFrame,
  useSeriesChart,
  type LineSeries,
} from './series-chart.tsx';

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
  const chart = useSeriesChart(series, labels.length);
  const { width, height, cursor, shown } = chart;
  const { innerW, innerH, every } = plotArea(width, height, labels.length);
  const x = scaleBand<string>({ domain: labels, range: [0, innerW], padding: 0.3 });
  const inner = scaleBand<string>({
    domain: shown.map((s) => s.name),
    range: [0, x.bandwidth()],
    padding: 0.1,
  });
  const max = Math.max(1, ...shown.flatMap((s) => s.values));
  const y = scaleLinear<number>({ domain: [0, max], range: [innerH, 0], nice: true });
  const at = cursor.index;

  return (
    <SeriesFrame
      chart={chart}
      label={label}
      legendLabel={legendLabel}
      series={series}
      categories={labels}
      format={format}
      formatCategory={formatLabel}
      tooltipLeft={(i) => tooltipLeft(MARGIN.left + (x(labels[i]) ?? 0) + x.bandwidth(), width)}
    >
      {width > 0 && height > 0 && (
        <svg width="100%" height="100%" aria-hidden onMouseLeave={() => cursor.setIndex(null)}>
          <CartesianPlot
            x={x}
            y={y}
            innerW={innerW}
            innerH={innerH}
            every={every}
            labels={labels}
            format={format}
            formatLabel={formatLabel}
          >
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
          </CartesianPlot>
        </svg>
      )}
    </SeriesFrame>
  );
}
