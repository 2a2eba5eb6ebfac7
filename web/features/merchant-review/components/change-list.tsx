import type { MerchantReview } from '#core/types';
import { useT } from '../../../hooks/app-context.tsx';

/** The fields a change review would change, from → to (personal data stays masked). */
export function ChangeList({
  changes,
  compact = false,
}: {
  changes: MerchantReview['changes'];
  compact?: boolean;
}) {
  const { t } = useT();
  const entries = Object.entries(changes);
  if (entries.length === 0) return <span className="text-fg-3">—</span>;
  if (compact)
    return <span>{entries.map(([field]) => t(`merchants.field.${field}`)).join('、')}</span>;
  return (
    <table className="w-full text-sm">
      <thead className="text-left text-xs text-fg-3">
        <tr>
          <th className="py-1 pr-2 font-normal">{t('merchantReview.change.field')}</th>
          <th className="py-1 pr-2 font-normal">{t('merchantReview.change.from')}</th>
          <th className="py-1 font-normal">{t('merchantReview.change.to')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map(([field, { from, to }]) => (
          <tr key={field} className="border-t border-line align-top">
            <td className="py-1.5 pr-2 text-fg-2">{t(`merchants.field.${field}`)}</td>
            <td className="py-1.5 pr-2 text-fg-3 line-through decoration-fg-3/50">{from || '—'}</td>
            <td className="py-1.5 font-medium text-fg">{to || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
