import { useT } from '../../hooks/app-context.tsx';

/**
 * Under the table: which columns are folded away for width (and a button to bring them back), or,
 * when the table scrolls sideways, that it does.
 */
export function FitNote({
  folded,
  showAll,
  overflowing,
  onShowAll,
}: {
  folded: string[];
  showAll: boolean;
  overflowing: boolean;
  onShowAll(all: boolean): void;
}) {
  const { t, locale } = useT();
  if (folded.length === 0 && !showAll && !overflowing) return null;
  const link = 'rounded px-1 text-primary-7 hover:underline dark:text-primary-8';
  return (
    <p
      data-fit-note=""
      className="flex flex-wrap items-center justify-end gap-x-2 text-xs text-fg-2"
    >
      {overflowing && (
        <span data-scroll-cue="">
          <span aria-hidden>⇠ </span>
          {t('data.table.scrollCue')}
          <span aria-hidden> ⇢</span>
        </span>
      )}
      {folded.length > 0 && (
        <>
          <span>
            {t('data.table.folded', {
              count: folded.length,
              columns: folded.join(locale === 'zh-CN' ? '、' : ', '),
            })}
          </span>
          <button type="button" className={link} onClick={() => onShowAll(true)}>
            {t('data.table.showAll')}
          </button>
        </>
      )}
      {showAll && (
        <button type="button" className={link} onClick={() => onShowAll(false)}>
          {t('data.table.fitWidth')}
        </button>
      )}
    </p>
  );
}
