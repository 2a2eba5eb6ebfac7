import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  /** Rendered inside the field on the left (an icon). */
  prefix?: ReactNode;
  /** Rendered inside the field on the right (a button, a counter). */
  suffix?: ReactNode;
  invalid?: boolean;
  inputSize?: 'sm' | 'md' | 'lg';
  wrapperClassName?: string;
}

const HEIGHT = { sm: 'h-7 text-xs', md: 'h-8 text-sm', lg: 'h-10 text-base' };

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { prefix, suffix, invalid, inputSize = 'md', className, wrapperClassName, ...rest },
  ref,
) {
  return (
    <div
      className={cn(
        'flex items-center gap-2 rounded-[4px] border bg-surface-2 px-2.5 transition-colors',
        'focus-within:border-primary-6 focus-within:bg-surface focus-within:ring-2 focus-within:ring-primary-6/20',
        invalid ? 'border-danger' : 'border-transparent hover:bg-surface-3',
        HEIGHT[inputSize],
        wrapperClassName,
      )}
    >
      {prefix && <span className="flex shrink-0 text-fg-3">{prefix}</span>}
      <input
        ref={ref}
        aria-invalid={invalid || undefined}
        className={cn(
          'h-full min-w-0 flex-1 bg-transparent text-fg outline-none placeholder:text-fg-3 focus-visible:outline-none',
          className,
        )}
        {...rest}
      />
      {suffix && <span className="flex shrink-0 items-center text-fg-3">{suffix}</span>}
    </div>
  );
});

export function Field({
  label,
  htmlFor,
  error,
  hint,
  children,
  required,
}: {
  label: ReactNode;
  htmlFor: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={htmlFor} className="text-sm text-fg-2">
        {required && (
          <span className="mr-0.5 text-danger" aria-hidden>
            *
          </span>
        )}
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${htmlFor}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-fg-3">{hint}</p>
      ) : null}
    </div>
  );
}
