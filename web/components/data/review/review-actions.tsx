import { useT } from '../../../hooks/app-context.tsx';
import { Button } from '../../ui/button.tsx';

/** Batch buttons over the selection (or the cursor row when nothing is selected). */
export function ReviewActions({
  count,
  onApprove,
  onReject,
  onClear,
}: {
  count: number;
  onApprove(): void;
  onReject(): void;
  onClear(): void;
}) {
  const { t } = useT();
  return (
    <>
      <Button variant="primary" onClick={onApprove}>
        {count > 0 ? t('review.action.approveSelected', { count }) : t('review.action.approve')}
        <kbd className="ml-1 rounded bg-white/20 px-1 text-[11px]">A</kbd>
      </Button>
      <Button variant="outline" onClick={onReject}>
        {count > 0 ? t('review.action.rejectSelected', { count }) : t('review.action.reject')}
        <kbd className="ml-1 rounded bg-surface-3 px-1 text-[11px]">R</kbd>
      </Button>
      {count > 0 && (
        <Button variant="text" onClick={onClear}>
          {t('data.table.clearSelection')}
        </Button>
      )}
    </>
  );
}
