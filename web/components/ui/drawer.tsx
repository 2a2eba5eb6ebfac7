/** A side sheet (settings, record details) over Radix Dialog: same focus trap and return. */
import * as RDialog from 'radix-ui/dialog';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useHandedBackEscape } from './escape-handoff.ts';
import { Icon } from './icon.tsx';
import { useReturnFocus } from './return-focus.ts';

interface DrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  /** A line under the title (status tag, sub-title). */
  meta?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  closeLabel: string;
  width?: number;
  className?: string;
  /** Radix's Esc hook: preventDefault keeps the sheet open (e.g. to ask first). */
  onEscapeKeyDown?: (e: KeyboardEvent) => void;
  /** The edge it slides from (the narrow-screen menu uses the left). */
  side?: 'left' | 'right';
  /** Classes of the body (the menu drawer drops the padding). */
  bodyClassName?: string;
}

export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  meta,
  children,
  footer,
  closeLabel,
  width = 420,
  className,
  onEscapeKeyDown,
  side = 'right',
  bodyClassName,
}: DrawerProps) {
  const focus = useReturnFocus();
  const escapeRef = useHandedBackEscape(() => onOpenChange(false), onEscapeKeyDown);
  return (
    <RDialog.Root open={open} onOpenChange={onOpenChange}>
      <RDialog.Portal>
        <RDialog.Overlay className="fixed inset-0 z-40 bg-black/30 animate-fade-in" />
        <RDialog.Content
          ref={escapeRef}
          style={{ width: `min(100vw, ${width}px)` }}
          onEscapeKeyDown={onEscapeKeyDown}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          className={cn(
            'fixed top-0 z-40 flex h-full flex-col border-line bg-surface text-fg shadow-pop focus:outline-none',
            side === 'right' ? 'right-0 border-l animate-slide-in-right' : 'left-0 border-r',
            className,
          )}
        >
          <div className="flex min-h-12 shrink-0 items-start justify-between gap-3 border-b border-line px-5 py-3">
            <div className="min-w-0 flex-1">
              <RDialog.Title className="truncate text-base font-semibold text-fg">
                {title}
              </RDialog.Title>
              {meta && (
                <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-fg-3">
                  {meta}
                </div>
              )}
            </div>
            <RDialog.Close
              className="rounded p-1 text-fg-3 hover:bg-surface-3 hover:text-fg"
              aria-label={closeLabel}
            >
              <Icon name="x" />
            </RDialog.Close>
          </div>
          <RDialog.Description className={description ? 'px-5 pt-3 text-sm text-fg-2' : 'sr-only'}>
            {description ?? title}
          </RDialog.Description>
          <div
            className={cn('min-h-0 flex-1 overflow-auto px-5 py-4 scrollbar-thin', bodyClassName)}
          >
            {children}
          </div>
          {footer && (
            <div
              data-drawer-footer=""
              className="flex shrink-0 flex-wrap justify-end gap-2 border-t border-line px-5 py-3"
            >
              {footer}
            </div>
          )}
        </RDialog.Content>
      </RDialog.Portal>
    </RDialog.Root>
  );
}
