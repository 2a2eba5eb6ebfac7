import { cn } from '../../lib/cn.ts';

/** The user's avatar image, or their initial on the theme colour when there is none. */
export function Avatar({
  name,
  src,
  size = 32,
  className,
}: {
  name: string;
  src?: string;
  size?: number;
  className?: string;
}) {
  const initial = (name || '?').trim().charAt(0).toUpperCase();
  return src ? (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      className={cn('rounded-full object-cover', className)}
    />
  ) : (
    // The initial is drawn by CSS (no text node), so it never becomes part of a control's name.
    <span
      aria-hidden
      data-initial={initial}
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-primary-solid font-semibold text-white before:content-[attr(data-initial)]',
        className,
      )}
    />
  );
}
