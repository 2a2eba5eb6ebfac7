import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useState } from 'react';
import type { WorkbenchFigures } from '#core/types';
import { useT } from '../../../hooks/app-context.tsx';
import { useElementSize } from '../../../components/data/use-element-size.ts';

type Day = WorkbenchFigures['settlementsByDay'][number];

const MARGIN = { top: 12, right: 8, bottom: 28, left: 84 };

/**
 * Net settled per day of this month as bars. The chart is 100% wide and high and follows its box
 * (seed §9: auto-resize); a visually hidden table carries the same figures for screen readers.
 */
export function SettlementChart({ days }: { days: Day[] }) {
  const { t, formatMoney, formatNumber } = useT();
  const { ref, width, height } = useElementSize<HTMLDivElement>();
  const [hover, setHover] = useState<Day | null>(null);
  const innerW = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerH = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const x = scaleBand<string>({
    domain: days.map((d) => d.date),
    range: [0, innerW],
    padding: 0.25,
  });
  const maxNet = Math.max(100, ...days.map((d) => d.netFen));
  const y = scaleLinear<number>({ domain: [0, maxNet], range: [innerH, 0], nice: true });
  const every = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(innerW / 48))));
  const axisColor = 'rgb(var(--c-fg-3))';

  return (
    <div className="relative h-full w-full" ref={ref}>
      {width > 0 && height > 0 && (
        <svg width="100%" height="100%" role="img" aria-label={t('workbench.chart.label')}>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {y.ticks(4).map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={innerW}
                y1={y(tick)}
                y2={y(tick)}
                stroke="rgb(var(--c-line))"
                strokeDasharray="3 3"
              />
            ))}
            {days.map((d) => {
              const barH = innerH - (y(d.netFen) ?? innerH);
              return (
                <Bar
                  key={d.date}
                  x={x(d.date)}
                  y={innerH - barH}
                  width={x.bandwidth()}
                  height={Math.max(0, barH)}
                  rx={2}
                  fill={hover?.date === d.date ? 'rgb(var(--primary-5))' : 'rgb(var(--primary-6))'}
                  onMouseEnter={() => setHover(d)}
                  onMouseLeave={() => setHover(null)}
                />
              );
            })}
            <AxisLeft
              scale={y}
              numTicks={4}
              stroke={axisColor}
              tickStroke={axisColor}
              tickFormat={(v) => formatMoney(Math.round(Number(v))).replace(/\.00$/, '')}
              tickLabelProps={{ fill: axisColor, fontSize: 11, textAnchor: 'end', dx: -4, dy: 3 }}
            />
            <AxisBottom
              top={innerH}
              scale={x}
              stroke={axisColor}
              tickStroke={axisColor}
              tickValues={days.filter((_, i) => i % every === 0).map((d) => d.date)}
              tickFormat={(v) => String(v).slice(8)}
              tickLabelProps={{ fill: axisColor, fontSize: 11, textAnchor: 'middle' }}
            />
          </Group>
        </svg>
      )}
      {hover && (
        <div className="pointer-events-none absolute right-2 top-1 rounded border border-line bg-surface px-2 py-1 text-xs text-fg shadow-pop">
          <div className="font-medium tabular-nums">{hover.date}</div>
          <div className="tabular-nums">
            {t('workbench.chart.tooltip', {
              count: formatNumber(hover.count),
              net: formatMoney(hover.netFen),
            })}
          </div>
        </div>
      )}
      <table className="sr-only">
        <caption>{t('workbench.chart.label')}</caption>
        <thead>
          <tr>
            <th>{t('workbench.chart.date')}</th>
            <th>{t('workbench.chart.count')}</th>
            <th>{t('workbench.chart.net')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <td>{d.date}</td>
              <td>{d.count}</td>
              <td>{formatMoney(d.netFen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
