/** Modal dialog over Radix Dialog: focus is trapped inside and goes back where it was on close. */
import * as RDialog from 'radix-ui/dialog';
import { type FormEvent, type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { useHandedBackEscape } from './escape-handoff.ts';
import { Icon } from './icon.tsx';
import { useReturnFocus } from './return-focus.ts';

export const DialogRoot = RDialog.Root;
export const DialogClose = RDialog.Close;

const SIZES = {
  md: 'w-[min(92vw,480px)]',
  lg: 'w-[min(92vw,560px)]',
  xl: 'w-[min(calc(100vw-2rem),720px)]',
} as const;

interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** Label of the × button. */
  closeLabel: string;
  hideClose?: boolean;
  /** 'alertdialog' for a decision that interrupts (review confirmations). */
  role?: 'dialog' | 'alertdialog';
  size?: keyof typeof SIZES;
  /** Makes the dialog a form (body and footer inside it): Enter in a field submits. */
  onSubmit?: (e: FormEvent<HTMLFormElement>) => void;
  /** Any edit inside the dialog (input and change events bubble here). */
  onEdit?: () => void;
  onEscapeKeyDown?: (e: KeyboardEvent) => void;
  onPointerDownOutside?: (e: Event) => void;
  onOpenAutoFocus?: (e: Event) => void;
}

export function DialogContent({
  title,
  description,
  children,
  footer,
  className,
  closeLabel,
  hideClose,
  role,
  size = 'md',
  onSubmit,
  onEdit,
  onEscapeKeyDown,
  onPointerDownOutside,
  onOpenAutoFocus,
}: DialogContentProps) {
  const header = (
    <div className="flex items-start justify-between gap-4 px-5 pt-4 pb-2">
      <div className="min-w-0 flex-1">
        <RDialog.Title className="text-base font-semibold text-fg">{title}</RDialog.Title>
        {description ? (
          <RDialog.Description
            asChild={typeof description !== 'string'}
            className="mt-1 text-sm text-fg-2"
          >
            {typeof description === 'string' ? description : <div>{description}</div>}
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
  );
  const body = (
    <>
      {children && (
        <div className="min-h-0 flex-1 overflow-auto px-5 py-2 scrollbar-thin">{children}</div>
      )}
      {footer && (
        <div className="flex shrink-0 items-center justify-end gap-2 px-5 pt-3 pb-4">{footer}</div>
      )}
    </>
  );
  const frame = 'flex min-h-0 flex-1 flex-col';
  const focus = useReturnFocus(onOpenAutoFocus);
  // The dialog's open state lives in its DialogRoot's owner: a hidden Close closes it from here.
  const closeRef = useRef<HTMLButtonElement>(null);
  const escapeRef = useHandedBackEscape(() => closeRef.current?.click(), onEscapeKeyDown);
  return (
    <RDialog.Portal>
      <RDialog.Overlay className="fixed inset-0 z-50 bg-black/40 animate-fade-in" />
      <RDialog.Content
        ref={escapeRef}
        {...(role ? { role } : {})}
        onEscapeKeyDown={onEscapeKeyDown}
        onPointerDownOutside={onPointerDownOutside}
        onOpenAutoFocus={focus.onOpenAutoFocus}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        onInput={onEdit}
        onChange={onEdit}
        className={cn(
          'fixed top-[12vh] left-1/2 z-50 flex max-h-[76vh] -translate-x-1/2 flex-col text-fg',
          'rounded-lg border border-line bg-surface shadow-pop animate-pop-in focus:outline-none',
          SIZES[size],
          className,
        )}
      >
        <RDialog.Close ref={closeRef} hidden tabIndex={-1} aria-hidden />
        {onSubmit ? (
          <form onSubmit={onSubmit} noValidate className={frame}>
            {header}
            {body}
          </form>
        ) : (
          <>
            {header}
            {body}
          </>
        )}
      </RDialog.Content>
    </RDialog.Portal>
  );
}
