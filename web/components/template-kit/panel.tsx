/** Layout pieces the template screens share: page header, bordered panel, description list. */
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function TemplatePage({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold text-fg">{title}</h1>
        {extra && <div className="ml-auto flex flex-wrap items-center gap-2">{extra}</div>}
      </div>
      {children}
    </div>
  );
}

export function Panel({
  title,
  extra,
  children,
  className,
  level = 2,
}: {
  title?: string;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cn('min-w-0 rounded-lg border border-line bg-surface p-4', className)}
    >
      {(title || extra) && (
        <div className="mb-3 flex items-center justify-between gap-2">
          {title && (
            <Heading id={headingId} className="text-sm font-semibold text-fg">
              {title}
            </Heading>
          )}
          {extra}
        </div>
      )}
      {children}
    </section>
  );
}

/** Label / value pairs in a responsive grid. */
export function Descriptions({
  items,
  columns = 3,
}: {
  items: { label: string; value: ReactNode; changed?: boolean }[];
  columns?: 1 | 2 | 3;
}) {
  const grid =
    columns === 3 ? 'sm:grid-cols-2 xl:grid-cols-3' : columns === 2 ? 'sm:grid-cols-2' : '';
  return (
    <dl className={cn('grid grid-cols-1 gap-x-6 gap-y-2 text-sm', grid)}>
      {items.map((item) => (
        <div key={item.label} className="flex min-w-0 gap-2">
          <dt className="shrink-0 text-fg-3">{item.label}</dt>
          <dd
            className={cn(
              'min-w-0 break-words text-fg',
              item.changed && 'font-medium text-warning',
            )}
          >
            {item.value === '' || item.value === null || item.value === undefined
              ? '—'
              : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A skeleton block announced as loading. */
export function LoadingPanel({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-16 animate-pulse rounded-lg bg-surface-3" />
      ))}
    </div>
  );
}
