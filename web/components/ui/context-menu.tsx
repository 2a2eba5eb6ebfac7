import * as RMenu from 'radix-ui/context-menu';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { menuContentClass, menuItemClass } from './dropdown-menu.tsx';
import { Icon } from './icon.tsx';

export const ContextMenu = RMenu.Root;
export const ContextMenuTrigger = RMenu.Trigger;

export function ContextMenuContent({ className, ...rest }: ComponentProps<typeof RMenu.Content>) {
  return (
    <RMenu.Portal>
      <RMenu.Content className={cn(menuContentClass, className)} {...rest} />
    </RMenu.Portal>
  );
}

export function ContextMenuItem({
  icon,
  children,
  className,
  ...rest
}: ComponentProps<typeof RMenu.Item> & { icon?: string }) {
  return (
    <RMenu.Item className={cn(menuItemClass, className)} {...rest}>
      {icon && <Icon name={icon} className="text-fg-3" />}
      <span className="flex-1">{children}</span>
    </RMenu.Item>
  );
}

export function ContextMenuSeparator() {
  return <RMenu.Separator className="my-1 h-px bg-line" />;
}
