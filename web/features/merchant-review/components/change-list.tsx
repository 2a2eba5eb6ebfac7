import type { MerchantReview } from '#core/types';
import { useT } from '../../../hooks/app-context.tsx';
import { ChangeTable } from '../../../components/data/review/change-table.tsx';

/** The fields a change review would change, from → to (personal data stays masked). */
export function ChangeList({
  changes,
  compact = false,
}: {
  changes: MerchantReview['changes'];
  compact?: boolean;
}) {
  const { t } = useT();
  return (
    <ChangeTable
      changes={changes}
      compact={compact}
      label={(field) => t(`merchants.field.${field}`)}
    />
  );
}
