/**
 * `await confirm({ title, body, okText })` → true when confirmed. One host renders the pending
 * request as an alert dialog (focus trapped, restored to where it was on close).
 */
import * as AlertDialog from 'radix-ui/alert-dialog';
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { useHandedBackEscape } from './escape-handoff.ts';
import { Icon } from './icon.tsx';
import { useReturnFocus } from './return-focus.ts';
import { settleConfirm, usePendingConfirm } from './confirm-store.ts';

export default function ConfirmHost({
  okText,
  cancelText,
}: {
  okText: string;
  cancelText: string;
}) {
  const current = usePendingConfirm();
  const okRef = useRef<HTMLButtonElement>(null);
  // Radix focuses Cancel (the safe choice for a destructive step); with no Cancel the primary
  // button takes focus, so Enter acknowledges at once. On close focus goes back where it was.
  const focus = useReturnFocus((e) => {
    if (!current?.hideCancel) return;
    e.preventDefault();
    okRef.current?.focus();
  });
  const keepOpen = (e: KeyboardEvent) => {
    if (current?.hideCancel) e.preventDefault();
  };
  const keepOpenRef = useRef(keepOpen);
  keepOpenRef.current = keepOpen;
  const escapeRef = useHandedBackEscape(() => settleConfirm(false), keepOpen);
  // The confirmation is the top of every stack (modal, focus trapped, z-60) and holds nothing that
  // takes Escape itself, so while it is open Escape is its own: taken on the window's capture,
  // before Radix's layer stack, whose order an open drawer or toast below can disturb.
  const open = current !== null;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.isComposing) return;
      e.stopPropagation();
      e.preventDefault();
      const asked = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
      keepOpenRef.current(asked);
      if (!asked.defaultPrevented) settleConfirm(false);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [open]);
  const tone = current?.error ? 'error' : current?.danger ? 'danger' : null;
  return (
    <AlertDialog.Root
      open={current !== null}
      onOpenChange={(open) => !open && settleConfirm(false)}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-black/40 animate-fade-in" />
        <AlertDialog.Content
          ref={escapeRef}
          onEscapeKeyDown={keepOpen}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          className={cn(
            'fixed top-[22vh] left-1/2 z-[60] w-[min(92vw,420px)] -translate-x-1/2 rounded-lg border border-line bg-surface p-5 shadow-pop animate-pop-in',
            tone === 'error' && 'border-t-4 border-t-danger',
          )}
        >
          <AlertDialog.Title className="flex items-center gap-2 text-base font-semibold text-fg">
            {tone && (
              <Icon
                name={tone === 'error' ? 'alert' : 'exclamation'}
                size={20}
                className={cn('shrink-0', tone === 'error' ? 'text-danger' : 'text-warning')}
              />
            )}
            {current?.title}
          </AlertDialog.Title>
          <AlertDialog.Description
            asChild={typeof current?.body !== 'string'}
            className={cn('mt-2 text-sm text-fg-2', tone && 'pl-7')}
          >
            {typeof current?.body === 'string' ? current.body : <div>{current?.body}</div>}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            {!current?.hideCancel && (
              <AlertDialog.Cancel asChild>
                <Button variant="outline">{current?.cancelText ?? cancelText}</Button>
              </AlertDialog.Cancel>
            )}
            <AlertDialog.Action asChild>
              <Button
                ref={okRef}
                variant={current?.danger || current?.error ? 'danger' : 'primary'}
                onClick={() => settleConfirm(true)}
              >
                {current?.okText ?? okText}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
