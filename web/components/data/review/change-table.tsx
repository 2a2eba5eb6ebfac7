import type { ReactNode } from 'react';
import { useT } from '../../../hooks/app-context.tsx';

export interface ChangeTableProps<V> {
  changes: Record<string, { from: V; to: V }>;
  /** A field's title. */
  label(field: string): string;
  /** A value as shown (masked values stay as the server sent them). */
  format?(field: string, value: V): ReactNode;
  /** One line naming the changed fields (a table cell) instead of the from → to table. */
  compact?: boolean;
}

/** What a review would change, field by field: from (struck through) → to. */
export function ChangeTable<V>({ changes, label, format, compact = false }: ChangeTableProps<V>) {
  const { t } = useT();
  const show = (field: string, value: V): ReactNode =>
    format ? format(field, value) : value === '' || value == null ? '—' : String(value);
  const entries = Object.entries(changes);
  if (entries.length === 0) return <span className="text-fg-3">—</span>;
  if (compact)
    return <span>{entries.map(([field]) => label(field)).join(t('review.listSep'))}</span>;
  return (
    <table className="w-full text-sm">
      <thead className="text-left text-xs text-fg-3">
        <tr>
          <th className="py-1 pr-2 font-normal">{t('changeReview.change.field')}</th>
          <th className="py-1 pr-2 font-normal">{t('changeReview.change.from')}</th>
          <th className="py-1 font-normal">{t('changeReview.change.to')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map(([field, { from, to }]) => (
          <tr key={field} className="border-t border-line align-top" data-change-field={field}>
            <td className="py-1.5 pr-2 text-fg-2">{label(field)}</td>
            <td className="py-1.5 pr-2 tabular-nums text-fg-3 line-through decoration-fg-3/50">
              {show(field, from)}
            </td>
            <td className="py-1.5 font-medium tabular-nums text-fg">{show(field, to)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
