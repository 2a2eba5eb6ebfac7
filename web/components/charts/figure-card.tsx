/** A headline figure with its change and a small trend line (decorative; the figure is the text). */
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

function Sparkline({ values, color }: { values: number[]; color: string }) {
  const w = 120;
  const h = 36;
  const x = scaleLinear<number>({ domain: [0, Math.max(1, values.length - 1)], range: [2, w - 2] });
  const y = scaleLinear<number>({
    domain: [Math.min(...values), Math.max(...values, Math.min(...values) + 1)],
    range: [h - 3, 3],
  });
  return (
    <svg width={w} height={h} aria-hidden className="shrink-0">
      <LinePath data={values} x={(_, i) => x(i)} y={(v) => y(v)} stroke={color} strokeWidth={2} />
    </svg>
  );
}

export function FigureCard({
  title,
  value,
  change,
  up,
  trend,
  color = 'rgb(var(--primary-6))',
}: {
  title: string;
  value: ReactNode;
  change?: ReactNode;
  up?: boolean;
  trend?: number[];
  color?: string;
}) {
  return (
    <section className="flex min-w-0 items-end justify-between gap-3 rounded-lg border border-line bg-surface p-4">
      <div className="min-w-0">
        <h2 className="truncate text-xs text-fg-3">{title}</h2>
        <p className="mt-1 text-2xl font-semibold tabular-nums text-fg">{value}</p>
        {change !== undefined && (
          <p className={cn('mt-0.5 text-xs tabular-nums', up ? 'text-success' : 'text-danger')}>
            <span aria-hidden>{up ? '▲ ' : '▼ '}</span>
            {change}
          </p>
        )}
      </div>
      {trend && trend.length > 1 && <Sparkline values={trend} color={color} />}
    </section>
  );
}
