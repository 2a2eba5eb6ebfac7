import type { ReactNode } from 'react';
import { useT } from '../../hooks/app-context.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { ErrorBlock } from './table-states.tsx';
import { EMPTY_CELL } from './cells.tsx';

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
  width?: number;
}

/**
 * The side sheet that shows one record: ui/drawer (a Radix dialog: focus trapped, back to the row
 * on close, Esc closes) with the record's loading and error states.
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
  width = 640,
}: DetailDrawerProps) {
  const { t } = useT();
  return (
    <Drawer
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={title}
      meta={meta}
      closeLabel={t('data.drawer.close')}
      width={width}
      footer={footer && !error ? footer : undefined}
    >
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
    </Drawer>
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
            {it.value ?? EMPTY_CELL}
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
