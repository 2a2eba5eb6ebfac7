/**
 * Lines over shared x labels (dates, hours), one per series, with an optional area under a single
 * series. 100% wide and high, follows its box (seed §9). Legend toggles series; the arrow keys walk
 * the points and show the tooltip; a hidden table carries the figures for screen readers.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
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

export interface LineSeries {
  name: string;
  values: number[];
}

const MARGIN = { top: 12, right: 16, bottom: 26, left: 52 };

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
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const { hidden, toggle } = useHiddenSeries();
  const cursor = useChartCursor(labels.length);
  const shown = series
    .map((s, i) => ({ ...s, color: colorAt(i) }))
    .filter((s) => !hidden.has(s.name));
  const innerW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerH = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const x = scalePoint<string>({ domain: labels, range: [0, innerW], padding: 0.2 });
  const max = Math.max(1, ...shown.flatMap((s) => s.values));
  const y = scaleLinear<number>({ domain: [0, max], range: [innerH, 0], nice: true });
  const every = Math.max(1, Math.ceil(labels.length / Math.max(1, Math.floor(innerW / 56))));
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
          <svg
            width="100%"
            height="100%"
            aria-hidden
            onMouseMove={(e) => onMove(e.clientX, e.currentTarget.getBoundingClientRect())}
            onMouseLeave={() => cursor.setIndex(null)}
          >
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
            left={tooltipLeft(MARGIN.left + atX, width)}
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
