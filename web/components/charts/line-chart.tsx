/**
 * Lines over shared x labels (dates, hours), one per series, with an optional area under a single
 * series. 100% wide and high, follows its box (seed §9). Legend toggles series; the arrow keys walk
 * the points and show the tooltip; a hidden table carries the figures for screen readers.
 */
import { scaleLinear, scalePoint } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { AXIS_COLOR, tooltipLeft } from './chart-kit.tsx';
import {
  CartesianPlot,
  MARGIN,
  plotArea,
  SeriesFrame,
  useSeriesChart,
  type LineSeries,
} from './series-chart.tsx';

export type { LineSeries } from './series-chart.tsx';

export function LineChart({
  label,
  labels,
  series,
  format,
  formatLabel = (l) => l,
  area = false,
  legendLabel,
}: {
  label: string;
  labels: string[];
  series: LineSeries[];
  format: (n: number) => string;
  formatLabel?: (l: string) => string;
  area?: boolean;
  legendLabel?: string;
}) {
  const chart = useSeriesChart(series, labels.length);
  const { width, height, cursor, shown } = chart;
  const { innerW, innerH, every } = plotArea(width, height, labels.length);
  const x = scalePoint<string>({ domain: labels, range: [0, innerW], padding: 0.2 });
  const max = Math.max(1, ...shown.flatMap((s) => s.values));
  const y = scaleLinear<number>({ domain: [0, max], range: [innerH, 0], nice: true });
  const at = cursor.index;
  const atX = at !== null ? (x(labels[at]) ?? 0) : 0;

  const onMove = (clientX: number, box: DOMRect) => {
    const px = clientX - box.left - MARGIN.left;
    let best = 0;
    labels.forEach((l, i) => {
      if (Math.abs((x(l) ?? 0) - px) < Math.abs((x(labels[best]) ?? 0) - px)) best = i;
    });
    cursor.setIndex(best);
  };

  return (
    <SeriesFrame
      chart={chart}
      label={label}
      legendLabel={legendLabel}
      series={series}
      categories={labels}
      format={format}
      formatCategory={formatLabel}
      tooltipLeft={(i) => tooltipLeft(MARGIN.left + (x(labels[i]) ?? 0), width)}
    >
      {width > 0 && height > 0 && (
        <svg
          width="100%"
          height="100%"
          aria-hidden
          onMouseMove={(e) => onMove(e.clientX, e.currentTarget.getBoundingClientRect())}
          onMouseLeave={() => cursor.setIndex(null)}
        >
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
            {at !== null && (
              <line x1={atX} x2={atX} y1={0} y2={innerH} stroke={AXIS_COLOR} strokeWidth={1} />
            )}
            {shown.map((s) => {
              const points = s.values.map((v, i) => ({ x: x(labels[i]) ?? 0, y: y(v) ?? 0 }));
              return (
                <g key={s.name}>
                  {area && shown.length === 1 && (
                    <AreaClosed
                      data={points}
                      x={(p) => p.x}
                      y={(p) => p.y}
                      yScale={y}
                      fill={s.color}
                      fillOpacity={0.12}
                    />
                  )}
                  <LinePath
                    data={points}
                    x={(p) => p.x}
                    y={(p) => p.y}
                    stroke={s.color}
                    strokeWidth={2}
                  />
                  {at !== null && points[at] && (
                    <circle cx={points[at].x} cy={points[at].y} r={4} fill={s.color} />
                  )}
                </g>
              );
            })}
          </CartesianPlot>
        </svg>
      )}
    </SeriesFrame>
  );
}
