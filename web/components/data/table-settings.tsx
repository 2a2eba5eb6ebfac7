import * as Popover from 'radix-ui/popover';
import { useT } from '../../hooks/app-context.tsx';
import { Icon } from '../ui/icon.tsx';
import type { Column } from './columns.ts';
import { DENSITIES, type Density } from './use-table-prefs.ts';

const ICON_BTN =
  'inline-flex h-8 items-center gap-1 rounded border border-line bg-surface px-2 text-sm text-fg-2 hover:bg-surface-2 hover:text-fg';

const MOVE_BTN =
  'inline-flex h-6 w-6 items-center justify-center rounded text-fg-3 hover:bg-surface-3 hover:text-fg disabled:opacity-30 disabled:hover:bg-transparent';

interface TableSettingsProps<T> {
  columns: Column<T>[];
  density: Density;
  hidden: readonly string[];
  onDensity(d: Density): void;
  onToggleColumn(key: string): void;
  /** Moves a column up (-1) or down (+1); the order is remembered like the rest. */
  onMoveColumn?(key: string, delta: -1 | 1): void;
}

/** Density (the seed's mini/small/medium/large) and column visibility, remembered per list. */
export function TableSettings<T>({
  columns,
  density,
  hidden,
  onDensity,
  onToggleColumn,
  onMoveColumn,
}: TableSettingsProps<T>) {
  const { t } = useT();
  return (
    <Popover.Root>
      <Popover.Trigger className={ICON_BTN} aria-label={t('data.settings.title')}>
        <svg
          aria-hidden
          viewBox="0 0 16 16"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M2 4h12M2 8h12M2 12h12" />
          <circle cx="5" cy="4" r="1.5" fill="currentColor" />
          <circle cx="11" cy="8" r="1.5" fill="currentColor" />
          <circle cx="7" cy="12" r="1.5" fill="currentColor" />
        </svg>
        <span className="hidden md:inline">{t('data.settings.title')}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={t('data.settings.title')}
          align="end"
          sideOffset={6}
          className="z-50 w-64 rounded-md border border-line bg-surface p-3 text-sm text-fg shadow-pop animate-pop-in"
        >
          <fieldset>
            <legend className="mb-1.5 text-xs font-medium text-fg-3">
              {t('data.settings.density')}
            </legend>
            <div
              className="grid grid-cols-4 gap-1"
              role="radiogroup"
              aria-label={t('data.settings.density')}
            >
              {DENSITIES.map((d) => (
                <button
                  key={d}
                  type="button"
                  role="radio"
                  aria-checked={d === density}
                  onClick={() => onDensity(d)}
                  className={`rounded px-1 py-1 text-xs ${d === density ? 'bg-primary-solid text-white' : 'bg-surface-2 hover:bg-surface-3'}`}
                >
                  {t(`data.density.${d}`)}
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset className="mt-3">
            <legend className="mb-1.5 text-xs font-medium text-fg-3">
              {t('data.settings.columns')}
            </legend>
            <ul className="max-h-64 space-y-0.5 overflow-auto scrollbar-thin">
              {columns.map((c, i) => (
                <li key={c.key} className="flex items-center gap-1">
                  <label
                    className={`flex min-w-0 flex-1 items-center gap-2 rounded px-1 py-1 ${c.fixed ? 'text-fg-3' : 'hover:bg-surface-2'}`}
                  >
                    <input
                      type="checkbox"
                      disabled={c.fixed}
                      checked={c.fixed || !hidden.includes(c.key)}
                      onChange={() => onToggleColumn(c.key)}
                      className="h-3.5 w-3.5 accent-primary-6"
                    />
                    <span className="truncate">{c.title}</span>
                  </label>
                  {onMoveColumn && (
                    <>
                      <button
                        type="button"
                        disabled={i === 0}
                        onClick={() => onMoveColumn(c.key, -1)}
                        aria-label={t('data.settings.moveUp', { column: c.title })}
                        className={MOVE_BTN}
                      >
                        <Icon name="chevron-down" size={12} className="rotate-180" />
                      </button>
                      <button
                        type="button"
                        disabled={i === columns.length - 1}
                        onClick={() => onMoveColumn(c.key, 1)}
                        aria-label={t('data.settings.moveDown', { column: c.title })}
                        className={MOVE_BTN}
                      >
                        <Icon name="chevron-down" size={12} />
                      </button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Reloads the list. */
export function RefreshButton({ onClick, loading }: { onClick(): void; loading?: boolean }) {
  const { t } = useT();
  return (
    <button
      type="button"
      onClick={onClick}
      className={ICON_BTN}
      aria-label={t('data.toolbar.refresh')}
      title={t('data.toolbar.refresh')}
    >
      <svg
        aria-hidden
        viewBox="0 0 16 16"
        className={`h-4 w-4 ${loading ? 'animate-spin' : ''}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M13.5 8a5.5 5.5 0 1 1-1.6-3.9M13.5 2.5v3h-3" />
      </svg>
    </button>
  );
}

export const TOOLBAR_BUTTON = ICON_BTN;
