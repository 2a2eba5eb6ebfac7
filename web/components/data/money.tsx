import { bpToPercentString } from '#core/money';
import { useT } from '../../hooks/app-context.tsx';

/** An amount in fen shown in yuan with two decimals, tabular and right-aligned. */
export function Money({
  fen,
  className = '',
}: {
  fen: number | null | undefined;
  className?: string;
}) {
  const { formatMoney } = useT();
  if (fen === null || fen === undefined) return <span className="text-fg-3">—</span>;
  return (
    <span className={`tabular-nums whitespace-nowrap ${fen < 0 ? 'text-danger' : ''} ${className}`}>
      {formatMoney(fen)}
    </span>
  );
}

/** Basis points as a percentage (core's exact conversion): 2550 → 25.5%. */
export function Percent({ bp }: { bp: number }) {
  return <span className="tabular-nums whitespace-nowrap">{bpToPercentString(bp)}</span>;
}
