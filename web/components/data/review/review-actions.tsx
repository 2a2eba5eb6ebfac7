import { useT } from '../../../hooks/app-context.tsx';
import { buttonClass } from '../form.tsx';

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
      <button type="button" className={buttonClass('primary')} onClick={onApprove}>
        {count > 0 ? t('review.action.approveSelected', { count }) : t('review.action.approve')}
        <kbd className="ml-1 rounded bg-white/20 px-1 text-[11px]">A</kbd>
      </button>
      <button type="button" className={buttonClass('default')} onClick={onReject}>
        {count > 0 ? t('review.action.rejectSelected', { count }) : t('review.action.reject')}
        <kbd className="ml-1 rounded bg-surface-3 px-1 text-[11px]">R</kbd>
      </button>
      {count > 0 && (
        <button type="button" className={buttonClass('text')} onClick={onClear}>
          {t('data.table.clearSelection')}
        </button>
      )}
    </>
  );
}
