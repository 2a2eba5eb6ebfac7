import { bpToPercentString } from '#core/money';
import type { ChangeValue } from '#core/types';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A field change as the server sends it (bank accounts already masked there). */
export type FieldChange = { from: ChangeValue; to: ChangeValue };

/** The message key of a change-review field's name (the fields the server reviews). */
export function changeFieldKey(field: string): string {
  return `changeReview.change.${field}`;
}

/**
 * One value of a change review as a reviewer reads it: a share in basis points as a percentage,
 * a yes/no flag, a role by its title; text (the masked bank account included) as sent; an empty
 * value as a dash; a user's status by its label.
 */
export function formatChangeValue(field: string, value: ChangeValue, t: Translate): string {
  if (value === '' || value === null || value === undefined) return '—';
  if (field === 'shareBp' && typeof value === 'number' && Number.isSafeInteger(value))
    return bpToPercentString(value);
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  if (field === 'role' && (value === 'admin' || value === 'user')) return t(`role.${value}`);
  if (field === 'status' && typeof value === 'string') return t(`status.user.${value}`);
  return String(value);
}

/** "Bank account: 6222****1234 → 6222****5678; Share: 10% → 15%", for the confirm step. */
export function describeChanges(changes: Record<string, FieldChange>, t: Translate): string {
  return Object.entries(changes)
    .map(([field, c]) =>
      t('changeReview.describe', {
        field: t(changeFieldKey(field)),
        from: formatChangeValue(field, c.from, t),
        to: formatChangeValue(field, c.to, t),
      }),
    )
    .join(t('review.itemSep'));
}
