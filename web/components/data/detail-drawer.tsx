import * as Dialog from 'radix-ui/dialog';
import type { ReactNode } from 'react';
import { useT } from '../../hooks/app-context.tsx';
import { ErrorBlock } from './table-states.tsx';

interface DetailDrawerProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** Status tag or sub-title next to the title. */
  meta?: ReactNode;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Action buttons at the bottom. */
  footer?: ReactNode;
  children?: ReactNode;
  width?: string;
}

/**
 * The side sheet that shows one record. A Radix dialog: focus is trapped inside and returns to
 * the row it came from on close; Esc closes.
 */
export function DetailDrawer({
  open,
  onClose,
  title,
  meta,
  loading,
  error,
  onRetry,
  footer,
  children,
  width = 'w-[min(640px,100vw)]',
}: DetailDrawerProps) {
  const { t } = useT();
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30 animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className={`fixed inset-y-0 right-0 z-50 flex ${width} flex-col border-l border-line bg-surface text-fg shadow-pop animate-slide-in-right focus:outline-none`}
        >
          <header className="flex items-start gap-3 border-b border-line px-5 py-3.5">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="truncate text-base font-semibold">{title}</Dialog.Title>
              {meta && (
                <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-fg-3">
                  {meta}
                </div>
              )}
            </div>
            <Dialog.Close
              aria-label={t('data.drawer.close')}
              className="rounded p-1 text-fg-3 hover:bg-surface-3 hover:text-fg"
            >
              <svg
                aria-hidden
                viewBox="0 0 16 16"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
              >
                <path d="M4 4l8 8M12 4l-8 8" />
              </svg>
            </Dialog.Close>
          </header>
          <div className="flex-1 overflow-auto px-5 py-4 scrollbar-thin">
            {error ? (
              <div className="py-10">
                <ErrorBlock error={error} onRetry={onRetry} />
              </div>
            ) : loading ? (
              <div role="status" className="space-y-3 py-2">
                <span className="sr-only">{t('data.state.loading')}</span>
                {Array.from({ length: 8 }, (_, i) => (
                  <div
                    key={i}
                    className="h-3 animate-pulse rounded bg-surface-3"
                    style={{ width: `${85 - ((i * 13) % 35)}%` }}
                  />
                ))}
              </div>
            ) : (
              children
            )}
          </div>
          {footer && !error && (
            <footer className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3">
              {footer}
            </footer>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A label/value grid for a record's fields. */
export function Fields({
  items,
}: {
  items: { label: string; value: ReactNode; wide?: boolean }[];
}) {
  return (
    <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(6rem,auto)_1fr_minmax(6rem,auto)_1fr]">
      {items.map((it) => (
        <div key={it.label} className={`contents`}>
          <dt className="text-fg-3">{it.label}</dt>
          <dd className={`min-w-0 break-words text-fg ${it.wide ? 'sm:col-span-3' : ''}`}>
            {it.value ?? '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled block inside a drawer. */
export function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="mt-5 first:mt-0">
      <div className="mb-2 flex items-center justify-between">
        <h3 className="text-sm font-semibold text-fg">{title}</h3>
        {actions}
      </div>
      {children}
    </section>
  );
}
