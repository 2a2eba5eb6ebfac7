import { useT } from '../../hooks/app-context.tsx';

/** An amount in fen shown in yuan with two decimals, tabular and right-aligned. */
export function Money({ fen, className = '' }: { fen: number | null | undefined; className?: string }) {
  const { formatMoney } = useT();
  if (fen === null || fen === undefined) return <span className="text-fg-3">—</span>;
  return (
    <span className={`tabular-nums whitespace-nowrap ${fen < 0 ? 'text-danger' : ''} ${className}`}>
      {formatMoney(fen)}
    </span>
  );
}

/** Basis points as a percentage with two decimals: 2550 → 25.50%. Integer arithmetic only. */
export function formatBp(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(bp));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}%`;
}

export function Percent({ bp }: { bp: number }) {
  return <span className="tabular-nums whitespace-nowrap">{formatBp(bp)}</span>;
}
