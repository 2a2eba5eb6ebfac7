/**
 * The pending confirmation behind `confirm()`; kept apart from the dialog UI so the app can wait
 * to load the dialog (Radix AlertDialog) until something actually asks.
 */
import type { ReactNode } from 'react';
import { proxy, ref, useSnapshot } from 'valtio';

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

/** The confirmation being asked; a ref, so its body (React nodes) and resolver stay as given. */
const confirmState = proxy({ pending: null as PendingConfirm | null });

/** Asks for confirmation; resolves true when confirmed, false when cancelled or replaced. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    confirmState.pending?.resolve(false);
    confirmState.pending = ref({ ...options, resolve });
  });
}

export function settleConfirm(ok: boolean): void {
  const p = confirmState.pending;
  confirmState.pending = null;
  p?.resolve(ok);
}

export function usePendingConfirm(): PendingConfirm | null {
  // A ref: the snapshot hands back the object itself, which valtio's types cannot tell.
  return useSnapshot(confirmState).pending as PendingConfirm | null;
}
