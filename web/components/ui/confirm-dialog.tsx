/**
 * `await confirm({ title, body, okText })` → true when confirmed. One host renders the pending
 * request as an alert dialog (focus trapped, restored to where it was on close).
 */
import { AlertDialog } from 'radix-ui';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Button } from './button.tsx';

export interface ConfirmOptions {
  title: string;
  body?: ReactNode;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
  /** No cancel button (e.g. 'Confirm exit': the only way on is to log in again). */
  hideCancel?: boolean;
}

interface Pending extends ConfirmOptions {
  resolve(ok: boolean): void;
}

let pending: Pending | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    pending?.resolve(false);
    pending = { ...options, resolve };
    emit();
  });
}

function settle(ok: boolean) {
  const p = pending;
  pending = null;
  emit();
  p?.resolve(ok);
}

export function ConfirmHost({ okText, cancelText }: { okText: string; cancelText: string }) {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending,
    () => pending,
  );
  return (
    <AlertDialog.Root open={current !== null} onOpenChange={(open) => !open && settle(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-black/40 animate-fade-in" />
        <AlertDialog.Content
          onEscapeKeyDown={(e) => current?.hideCancel && e.preventDefault()}
          className="fixed top-[22vh] left-1/2 z-[60] w-[min(92vw,420px)] -translate-x-1/2 rounded-lg border border-line bg-surface p-5 shadow-pop animate-pop-in"
        >
          <AlertDialog.Title className="text-base font-semibold text-fg">
            {current?.title}
          </AlertDialog.Title>
          <AlertDialog.Description
            asChild={typeof current?.body !== 'string'}
            className="mt-2 text-sm text-fg-2"
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
              <Button variant={current?.danger ? 'danger' : 'primary'} onClick={() => settle(true)}>
                {current?.okText ?? okText}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
