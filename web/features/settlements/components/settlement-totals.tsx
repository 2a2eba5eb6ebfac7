import type { ReactNode } from 'react';
import type { SettlementTotals } from '#core/types';
import { useT } from '../../../hooks/app-context.tsx';
import { Money } from '../../../components/data/money.tsx';

/** The sums over the whole filtered set (not just this page), from the server. */
export function SettlementTotalsBar({ totals }: { totals: SettlementTotals | undefined }) {
  const { t, formatNumber } = useT();
  if (!totals) return null;
  const item = (label: string, value: ReactNode) => (
    <div className="flex flex-col">
      <span className="text-xs text-fg-3">{label}</span>
      <span className="text-sm font-medium text-fg">{value}</span>
    </div>
  );
  return (
    <section
      aria-label={t('settlements.totals.label')}
      className="flex flex-wrap gap-x-8 gap-y-2 rounded-md bg-surface-2 px-4 py-2.5"
      data-testid="settlement-totals"
    >
      {item(
        t('settlements.totals.count'),
        <span className="tabular-nums">{formatNumber(totals.count)}</span>,
      )}
      {item(t('settlements.field.gross'), <Money fen={totals.grossFen} />)}
      {item(t('settlements.field.share'), <Money fen={totals.shareFen} />)}
      {item(t('settlements.field.fee'), <Money fen={totals.feeFen} />)}
      {item(t('settlements.field.net'), <Money fen={totals.netFen} />)}
    </section>
  );
}
