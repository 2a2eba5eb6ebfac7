import * as RSelect from 'radix-ui/select';
import { cn } from '../../lib/cn.ts';
import { Icon } from './icon.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  value: string;
  onValueChange(value: string): void;
  options: readonly SelectOption[];
  placeholder?: string;
  id?: string;
  /** Needed when no <label htmlFor> points at the trigger. */
  ariaLabel?: string;
  className?: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
}

/**
 * A single-choice select. Radix forbids '' as an item value, so callers use a sentinel such as
 * 'all' for "no filter".
 */
export function Select({
  value,
  onValueChange,
  options,
  placeholder,
  id,
  ariaLabel,
  className,
  size = 'md',
  disabled,
}: SelectProps) {
  return (
    <RSelect.Root value={value} onValueChange={onValueChange} disabled={disabled}>
      <RSelect.Trigger
        id={id}
        aria-label={ariaLabel}
        className={cn(
          'inline-flex items-center justify-between gap-2 rounded-[4px] border border-transparent bg-surface-2 px-2.5 text-sm text-fg hover:bg-surface-3',
          'data-[state=open]:border-primary-6 data-[placeholder]:text-fg-3',
          size === 'sm' ? 'h-7 text-xs' : 'h-8',
          className,
        )}
      >
        <RSelect.Value placeholder={placeholder} />
        <RSelect.Icon>
          <Icon name="chevron-down" size={14} className="text-fg-3" />
        </RSelect.Icon>
      </RSelect.Trigger>
      <RSelect.Portal>
        <RSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-line bg-surface p-1 text-sm shadow-pop"
        >
          <RSelect.Viewport>
            {options.map((o) => (
              <RSelect.Item
                key={o.value}
                value={o.value}
                className="relative flex h-8 cursor-pointer items-center rounded pr-2 pl-7 text-fg outline-none select-none data-[highlighted]:bg-surface-3 data-[state=checked]:font-medium data-[state=checked]:text-primary-6"
              >
                <RSelect.ItemIndicator className="absolute left-2">
                  <Icon name="check" size={14} />
                </RSelect.ItemIndicator>
                <RSelect.ItemText>{o.label}</RSelect.ItemText>
              </RSelect.Item>
            ))}
          </RSelect.Viewport>
        </RSelect.Content>
      </RSelect.Portal>
    </RSelect.Root>
  );
}
