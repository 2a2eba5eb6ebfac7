import { useEffect, useState, type ReactNode } from 'react';
import { getSettlementTotals, type SettlementQuery } from '#core/api';
import type { SettlementListTotals } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { Money } from '../../../components/data/money.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { roundedEstimate } from '../estimate.ts';

/**
 * The sums over the whole filtered set (not just this page), from the server. Where the server
 * could only estimate (totalExact false: a filter the daily totals do not cover, with many rows),
 * the count reads "≈ 12,300", the sums are left out, and a button asks for the exact figures
 * (`GET /settlements/totals` with `exact=true`: the filters without the page), shown until the
 * filter changes.
 */
export function SettlementTotalsBar({
  totals,
  query,
}: {
  totals: SettlementListTotals | undefined;
  query: Record<string, string | number>;
}) {
  const { t, formatNumber } = useT();
  const api = useApi();
  const [exact, setExact] = useState<SettlementListTotals | null>(null);
  const [counting, setCounting] = useState(false);
  const key = JSON.stringify(query);
  useEffect(() => setExact(null), [key]);
  if (!totals) return null;
  const shown = exact ?? totals;
  const askExact = () => {
    setCounting(true);
    getSettlementTotals(api, { ...(query as SettlementQuery), exact: true })
      .then(setExact)
      .catch(() => {})
      .finally(() => setCounting(false));
  };
  const item = (label: string, value: ReactNode) => (
    <div className="flex flex-col">
      <span className="text-xs text-fg-3">{label}</span>
      <span className="text-sm font-medium text-fg">{value}</span>
    </div>
  );
  const money = (fen: number | null) => (fen === null ? '—' : <Money fen={fen} />);
  return (
    <section
      aria-label={t('settlements.totals.label')}
      className="flex flex-wrap items-center gap-x-8 gap-y-2 rounded-md bg-surface-2 px-4 py-2.5"
      data-testid="settlement-totals"
    >
      {item(
        t('settlements.totals.count'),
        <span className="tabular-nums" data-testid="settlement-count">
          {shown.totalExact
            ? formatNumber(shown.count)
            : t('settlements.totals.estimate', {
                count: formatNumber(roundedEstimate(shown.count)),
              })}
        </span>,
      )}
      {item(t('settlements.field.gross'), money(shown.grossFen))}
      {item(t('settlements.field.share'), money(shown.shareFen))}
      {item(t('settlements.field.fee'), money(shown.feeFen))}
      {item(t('settlements.field.net'), money(shown.netFen))}
      {!shown.totalExact && (
        <Button size="sm" variant="outline" disabled={counting} onClick={askExact}>
          {counting ? t('settlements.totals.counting') : t('settlements.totals.exact')}
        </Button>
      )}
    </section>
  );
}
