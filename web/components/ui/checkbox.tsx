import * as RCheckbox from 'radix-ui/checkbox';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { Icon } from './icon.tsx';

export function Checkbox({ className, ...rest }: ComponentProps<typeof RCheckbox.Root>) {
  return (
    <RCheckbox.Root
      className={cn(
        'flex h-4 w-4 shrink-0 items-center justify-center rounded-[3px] border border-line-strong bg-surface',
        'data-[state=checked]:border-primary-6 data-[state=checked]:bg-primary-6 data-[state=indeterminate]:border-primary-6 data-[state=indeterminate]:bg-primary-6',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...rest}
    >
      <RCheckbox.Indicator className="text-white">
        {rest.checked === 'indeterminate' ? (
          <span className="block h-0.5 w-2 bg-white" />
        ) : (
          <Icon name="check" size={12} strokeWidth={3} />
        )}
      </RCheckbox.Indicator>
    </RCheckbox.Root>
  );
}
