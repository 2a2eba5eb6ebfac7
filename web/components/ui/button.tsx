import * as Slot from 'radix-ui/slot';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant =
  'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'link' | 'text';
type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'icon-sm';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-primary-6 text-white hover:bg-primary-5 active:bg-primary-7 disabled:bg-primary-3 dark:bg-primary-4 dark:hover:bg-primary-5 dark:active:bg-primary-3 dark:disabled:bg-primary-3',
  secondary: 'bg-surface-3 text-fg hover:bg-line active:bg-line-strong',
  outline: 'border border-line bg-surface text-fg hover:border-primary-5 hover:text-primary-6',
  ghost: 'text-fg-2 hover:bg-surface-3 hover:text-fg',
  danger: 'bg-danger-solid text-white hover:opacity-90 active:opacity-100',
  link: 'text-primary-6 hover:text-primary-5 underline-offset-2 hover:underline px-0 dark:text-primary-7',
  /** A borderless primary-coloured action (row commands, "clear selection"). */
  text: 'text-primary-6 hover:bg-primary-1 dark:text-primary-7 dark:hover:bg-primary-6/15',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-7 px-2.5 text-xs gap-1',
  md: 'h-8 px-3.5 text-sm gap-1.5',
  lg: 'h-10 px-5 text-base gap-2',
  icon: 'h-8 w-8 justify-center',
  'icon-sm': 'h-7 w-7 justify-center',
};

const BASE =
  'inline-flex shrink-0 select-none items-center rounded-[4px] font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The class names of a button, for elements that must stay what they are (a Radix trigger, a
 * link): the one definition of the product's button look.
 */
export function buttonClass(
  variant: ButtonVariant = 'secondary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return cn(BASE, VARIANTS[variant], SIZES[size], className);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  /** Render the child element instead of a <button> (e.g. a link). */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    size = 'md',
    loading,
    asChild,
    className,
    children,
    disabled,
    type,
    ...rest
  },
  ref,
) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass(variant, size, className)}
      {...rest}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading && <Spinner size={14} />}
          {children}
        </>
      )}
    </Comp>
  );
});
