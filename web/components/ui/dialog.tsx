/** Modal dialog over Radix Dialog: focus is trapped inside and restored to the trigger on close. */
import * as RDialog from 'radix-ui/dialog';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Icon } from './icon.tsx';

export const DialogRoot = RDialog.Root;
export const DialogClose = RDialog.Close;

interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** Label of the × button. */
  closeLabel: string;
  hideClose?: boolean;
  onEscapeKeyDown?: (e: KeyboardEvent) => void;
  onPointerDownOutside?: (e: Event) => void;
}

export function DialogContent({
  title,
  description,
  children,
  footer,
  className,
  closeLabel,
  hideClose,
  onEscapeKeyDown,
  onPointerDownOutside,
}: DialogContentProps) {
  return (
    <RDialog.Portal>
      <RDialog.Overlay className="fixed inset-0 z-50 bg-black/40 animate-fade-in" />
      <RDialog.Content
        onEscapeKeyDown={onEscapeKeyDown}
        onPointerDownOutside={onPointerDownOutside}
        aria-describedby={description ? undefined : undefined}
        className={cn(
          'fixed top-[12vh] left-1/2 z-50 flex max-h-[76vh] w-[min(92vw,480px)] -translate-x-1/2 flex-col',
          'rounded-lg border border-line bg-surface shadow-pop animate-pop-in',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 px-5 pt-4 pb-2">
          <div className="min-w-0">
            <RDialog.Title className="text-base font-semibold text-fg">{title}</RDialog.Title>
            {description ? (
              <RDialog.Description className="mt-1 text-sm text-fg-2">
                {description}
              </RDialog.Description>
            ) : (
              <RDialog.Description className="sr-only">{title}</RDialog.Description>
            )}
          </div>
          {!hideClose && (
            <RDialog.Close
              className="-mr-1 rounded p-1 text-fg-3 hover:bg-surface-3 hover:text-fg"
              aria-label={closeLabel}
            >
              <Icon name="x" />
            </RDialog.Close>
          )}
        </div>
        {children && (
          <div className="min-h-0 flex-1 overflow-auto px-5 py-2 scrollbar-thin">{children}</div>
        )}
        {footer && <div className="flex justify-end gap-2 px-5 pt-2 pb-4">{footer}</div>}
      </RDialog.Content>
    </RDialog.Portal>
  );
}
