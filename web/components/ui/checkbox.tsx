/**
 * A checkbox: the native input (its own role, keyboard and form behaviour), drawn in the kit's
 * style with the check mark on top. No Radix here: the sign-in form uses it, and /login stays small.
 */
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { Icon } from './icon.tsx';

export interface CheckboxProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'checked' | 'onChange'
> {
  checked?: boolean | 'indeterminate';
  onCheckedChange?(checked: boolean): void;
}

export function Checkbox({ className, checked, onCheckedChange, ...rest }: CheckboxProps) {
  const mixed = checked === 'indeterminate';
  const on = checked === true;
  return (
    <span className={cn('relative inline-flex h-4 w-4 shrink-0', className)}>
      <input
        type="checkbox"
        checked={on}
        aria-checked={mixed ? 'mixed' : undefined}
        data-state={mixed ? 'indeterminate' : on ? 'checked' : 'unchecked'}
        ref={(el) => {
          if (el) el.indeterminate = mixed;
        }}
        onChange={(e) => onCheckedChange?.(e.currentTarget.checked)}
        className={cn(
          'peer h-4 w-4 cursor-pointer appearance-none rounded-[3px] border border-line-strong bg-surface',
          'checked:border-primary-6 checked:bg-primary-6 indeterminate:border-primary-6 indeterminate:bg-primary-6',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...rest}
      />
      {(on || mixed) && (
        <span className="pointer-events-none absolute inset-0 flex items-center justify-center text-white">
          {mixed ? (
            <span className="block h-0.5 w-2 bg-white" />
          ) : (
            <Icon name="check" size={12} strokeWidth={3} />
          )}
        </span>
      )}
    </span>
  );
}
