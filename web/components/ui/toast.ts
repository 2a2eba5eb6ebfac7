/**
 * Toasts: `toast.error(msg)`, `toast.success(msg)`, `toast.info(msg, { id, closable })`; 5 s by
 * default (seed §9). A toast with an `id` replaces the live one with that id (the menu notice uses
 * 'menuNotice'), so a repeated failure never stacks copies. This is the store (valtio) alone: the
 * region that shows them (./toaster.tsx, Radix Toast) loads with the signed-in shell, or when the
 * sign-in first shows one, so /login does not pay for it.
 */
import { proxy } from 'valtio';

type ToastKind = 'error' | 'success' | 'info' | 'warning';

interface ToastOptions {
  id?: string;
  /** Shows a close button; closable toasts still time out unless duration is 0. */
  closable?: boolean;
  /** Milliseconds; 0 keeps it until closed. Default 5000. */
  duration?: number;
  /** One follow-up the message points to (e.g. open the review queue); running it closes the toast. */
  action?: ToastAction;
}

interface ToastAction {
  label: string;
  run(): void;
}

export interface ToastItem {
  id: string;
  /** Changes when a toast replaces one with the same id: its timer starts again. */
  serial: number;
  kind: ToastKind;
  message: string;
  closable: boolean;
  duration: number;
  action?: ToastAction;
}

const TOAST_DURATION_MS = 5000;
/** The newest five stay; an older one goes when a sixth arrives. */
const MAX_TOASTS = 5;

export const toastState = proxy({ items: [] as ToastItem[] });
let counter = 0;

function dismissToast(id: string): void {
  toastState.items = toastState.items.filter((t) => t.id !== id);
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  counter += 1;
  const id = options.id ?? `toast-${counter}`;
  const item: ToastItem = {
    id,
    serial: counter,
    kind,
    message,
    closable: options.closable ?? true,
    duration: options.duration ?? TOAST_DURATION_MS,
    action: options.action,
  };
  toastState.items = [...toastState.items.filter((t) => t.id !== id), item].slice(-MAX_TOASTS);
  return id;
}

export const toast = {
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  dismiss: dismissToast,
};
