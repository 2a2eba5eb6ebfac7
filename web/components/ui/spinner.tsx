import { cn } from '../../lib/cn.ts';

export function Spinner({
  size = 16,
  className,
  label,
}: {
  size?: number;
  className?: string;
  label?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={cn('animate-spin', className)}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle
        cx="12"
        cy="12"
        r="9"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.2"
        strokeWidth="3"
      />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A centred loading block for a panel or a whole page. */
export function LoadingBlock({ label, className }: { label: string; className?: string }) {
  return (
    <div
      className={cn(
        'flex min-h-40 flex-col items-center justify-center gap-2 text-fg-3',
        className,
      )}
      role="status"
      aria-live="polite"
      data-loading=""
    >
      <Spinner size={22} className="text-primary-6" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
