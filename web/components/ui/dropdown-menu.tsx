import * as RMenu from 'radix-ui/dropdown-menu';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Icon } from './icon.tsx';

export const DropdownMenu = RMenu.Root;
export const DropdownMenuTrigger = RMenu.Trigger;

export const menuContentClass =
  'z-50 min-w-44 overflow-hidden rounded-md border border-line bg-surface p-1 text-sm text-fg shadow-pop animate-pop-in';
export const menuItemClass =
  'relative flex h-8 cursor-pointer select-none items-center gap-2 rounded px-2 outline-none data-[highlighted]:bg-surface-3 data-[disabled]:pointer-events-none data-[disabled]:opacity-50';

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  ...rest
}: ComponentProps<typeof RMenu.Content>) {
  return (
    <RMenu.Portal>
      <RMenu.Content
        sideOffset={sideOffset}
        className={cn(menuContentClass, className)}
        {...rest}
      />
    </RMenu.Portal>
  );
}

export function DropdownMenuItem({
  icon,
  children,
  className,
  danger,
  trailing,
  ...rest
}: ComponentProps<typeof RMenu.Item> & { icon?: string; danger?: boolean; trailing?: ReactNode }) {
  return (
    <RMenu.Item className={cn(menuItemClass, danger && 'text-danger', className)} {...rest}>
      {icon && <Icon name={icon} className={danger ? '' : 'text-fg-3'} />}
      <span className="flex-1 truncate">{children}</span>
      {trailing}
    </RMenu.Item>
  );
}

export function DropdownMenuSeparator() {
  return <RMenu.Separator className="my-1 h-px bg-line" />;
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <RMenu.Label className="px-2 py-1.5 text-xs text-fg-3">{children}</RMenu.Label>;
}

export function DropdownMenuRadioGroup(props: ComponentProps<typeof RMenu.RadioGroup>) {
  return <RMenu.RadioGroup {...props} />;
}

export function DropdownMenuRadioItem({
  children,
  className,
  ...rest
}: ComponentProps<typeof RMenu.RadioItem>) {
  return (
    <RMenu.RadioItem className={cn(menuItemClass, 'pl-7', className)} {...rest}>
      <RMenu.ItemIndicator className="absolute left-2 text-primary-6">
        <Icon name="check" size={14} />
      </RMenu.ItemIndicator>
      {children}
    </RMenu.RadioItem>
  );
}
