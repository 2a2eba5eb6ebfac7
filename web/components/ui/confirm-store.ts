/**
 * The pending confirmation behind `confirm()`; kept apart from the dialog UI so the app can wait
 * to load the dialog (Radix AlertDialog) until something actually asks.
 */
import { useSyncExternalStore, type ReactNode } from 'react';

export interface ConfirmOptions {
  title: string;
  body?: ReactNode;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
  /** An error the operator must acknowledge (session expired): error icon, OK focused. */
  error?: boolean;
  /** No cancel button (e.g. 'Confirm exit': the only way on is to log in again). */
  hideCancel?: boolean;
}

interface PendingConfirm extends ConfirmOptions {
  resolve(ok: boolean): void;
}

let pending: PendingConfirm | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Asks for confirmation; resolves true when confirmed, false when cancelled or replaced. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    pending?.resolve(false);
    pending = { ...options, resolve };
    emit();
  });
}

export function settleConfirm(ok: boolean): void {
  const p = pending;
  pending = null;
  emit();
  p?.resolve(ok);
}

export function usePendingConfirm(): PendingConfirm | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending,
    () => pending,
  );
}
