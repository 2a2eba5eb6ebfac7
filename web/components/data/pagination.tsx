import { useT } from '../../hooks/app-context.tsx';

const SIZES = [10, 20, 50, 100];

/** The page numbers to show: first, last, and a window around the current page. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 1) out.push(p);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  }
  return out;
}

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange(page: number, pageSize?: number): void;
  /** Id of the page-number field (Shift+G focuses it). */
  jumpId?: string;
}

/** The page a typed page number asks for, or null when it is not one of 1…pages. */
export function parseJump(text: string, pages: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= pages ? n : null;
}

export function Pagination({ page, pageSize, total, onChange, jumpId }: PaginationProps) {
  const { t, formatNumber } = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const btn =
    'min-w-7 h-7 rounded px-2 text-sm tabular-nums hover:bg-surface-3 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav
      aria-label={t('data.pagination.label')}
      className="flex flex-wrap items-center justify-end gap-1 text-sm text-fg-2"
    >
      <span className="mr-2 tabular-nums">
        {t('data.pagination.total', { total: formatNumber(total) })}
      </span>
      <button
        type="button"
        className={btn}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('data.pagination.prev')}
      >
        ‹
      </button>
      {pageWindow(page, pages).map((p, i) =>
        p === 'gap' ? (
          <span key={`g${i}`} aria-hidden className="px-1 text-fg-3">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('data.pagination.page', { page: p })}
            className={`${btn} ${p === page ? 'bg-primary-1 font-medium text-primary-6 dark:bg-primary-6/20 dark:text-primary-8' : ''}`}
            onClick={() => onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={btn}
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
        aria-label={t('data.pagination.next')}
      >
        ›
      </button>
      {pages > 1 && (
        <label className="ml-2 flex items-center gap-1">
          <span>{t('data.pagination.jump')}</span>
          <input
            id={jumpId}
            inputMode="numeric"
            title={t('data.pagination.jumpHint')}
            placeholder={String(page)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.currentTarget.value = '';
                e.currentTarget.blur();
                return;
              }
              if (e.key !== 'Enter') return;
              e.preventDefault();
              const target = parseJump(e.currentTarget.value, pages);
              if (target === null) return;
              e.currentTarget.value = '';
              onChange(target);
              // The rows take the keyboard back, as after a filter.
              e.currentTarget
                .closest('[data-list-view]')
                ?.querySelector<HTMLElement>('[role="grid"]')
                ?.focus();
            }}
            className="h-7 w-12 rounded border border-line bg-surface px-1 text-center text-sm tabular-nums"
          />
        </label>
      )}
      <label className="ml-2 flex items-center gap-1">
        <span className="sr-only">{t('data.pagination.pageSize')}</span>
        <select
          value={pageSize}
          onChange={(e) => onChange(1, Number(e.target.value))}
          className="h-7 rounded border border-line bg-surface px-1 text-sm"
        >
          {SIZES.map((s) => (
            <option key={s} value={s}>
              {t('data.pagination.perPage', { size: s })}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
