import type { ReactNode } from 'react';

/** One figure on the workbench; a link to the list behind it when `onOpen` is given. */
export function StatCard({
  label,
  value,
  sub,
  tone,
  onOpen,
  openLabel,
}: {
  label: string;
  value: ReactNode;
  sub?: ReactNode;
  tone?: 'warning' | 'danger';
  onOpen?: () => void;
  openLabel?: string;
}) {
  const body = (
    <>
      <div className="text-xs text-fg-3">{label}</div>
      <div
        className={`mt-1 text-2xl font-semibold tabular-nums ${tone === 'danger' ? 'text-danger' : tone === 'warning' ? 'text-warning' : 'text-fg'}`}
      >
        {value}
      </div>
      {sub && <div className="mt-1 text-xs text-fg-2">{sub}</div>}
    </>
  );
  const box =
    'flex flex-col items-start justify-start rounded-lg border border-line bg-surface p-4 text-left';
  return onOpen ? (
    <button
      type="button"
      onClick={onOpen}
      className={`${box} transition-colors hover:border-primary-6/60 hover:bg-surface-2`}
    >
      {body}
      {/* The accessible name is the visible text plus the destination, so speech
          users can say what they see (WCAG 2.5.3, axe label-content-name-mismatch). */}
      {openLabel && <span className="sr-only"> · {openLabel}</span>}
    </button>
  ) : (
    <div className={box}>{body}</div>
  );
}
