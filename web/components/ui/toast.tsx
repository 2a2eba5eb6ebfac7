/**
 * Toasts: `toast.error(msg)`, `toast.success(msg)`, `toast.info(msg, { id, closable })`; 5 s by
 * default (seed §9). A toast with an `id` replaces the live one with that id (the menu notice uses
 * 'menuNotice'), so a repeated failure never stacks copies.
 */
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn.ts';
import { Icon } from './icon.tsx';

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

export interface ToastAction {
  label: string;
  run(): void;
}

interface ToastItem {
  id: string;
  kind: ToastKind;
  message: string;
  closable: boolean;
  duration: number;
  action?: ToastAction;
}

const TOAST_DURATION_MS = 5000;

type Listener = () => void;
let items: ToastItem[] = [];
const listeners = new Set<Listener>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit() {
  for (const l of listeners) l();
}

function dismissToast(id: string): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  items = items.filter((t) => t.id !== id);
  emit();
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++counter}`;
  const duration = options.duration ?? TOAST_DURATION_MS;
  const item: ToastItem = {
    id,
    kind,
    message,
    closable: options.closable ?? true,
    duration,
    action: options.action,
  };
  const old = timers.get(id);
  if (old) clearTimeout(old);
  items = [...items.filter((t) => t.id !== id), item].slice(-5);
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  emit();
  return id;
}

export const toast = {
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  dismiss: dismissToast,
};

function subscribe(l: Listener) {
  listeners.add(l);
  return () => listeners.delete(l);
}

function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
}

const ICON: Record<ToastKind, { name: string; className: string }> = {
  error: { name: 'alert', className: 'text-danger' },
  success: { name: 'check-circle', className: 'text-success' },
  info: { name: 'info', className: 'text-primary-6' },
  warning: { name: 'exclamation', className: 'text-warning' },
};

/**
 * Renders the live toasts at the bottom left, newest lowest (a snackbar's place): dialogs open near
 * the top and drawers slide in from the right with their titles at the top, so a toast never
 * covers what the operator is reading or the buttons they are about to press (issue 9 #2). Errors
 * are announced assertively.
 */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const list = useToasts();
  return (
    <div className="pointer-events-none fixed bottom-4 left-4 z-[70] flex w-[min(calc(100vw-2rem),400px)] flex-col gap-2">
      {list.map((t) => (
        <div
          key={t.id}
          data-toast-id={t.id}
          data-toast-kind={t.kind}
          role={t.kind === 'error' ? 'alert' : 'status'}
          aria-live={t.kind === 'error' ? 'assertive' : 'polite'}
          className={cn(
            'pointer-events-auto flex items-start gap-2.5 rounded-md border border-line bg-surface px-3.5 py-2.5 text-sm text-fg shadow-pop animate-pop-in',
          )}
        >
          <Icon
            name={ICON[t.kind].name}
            size={18}
            className={cn('mt-px shrink-0', ICON[t.kind].className)}
          />
          <span className="min-w-0 flex-1 break-words">
            {t.message}
            {t.action && (
              <button
                type="button"
                data-toast-action
                onClick={() => {
                  dismissToast(t.id);
                  t.action?.run();
                }}
                className="mt-1 block whitespace-nowrap font-medium text-primary-6 hover:underline"
              >
                {t.action.label}
              </button>
            )}
          </span>
          {t.closable && (
            <button
              type="button"
              onClick={() => dismissToast(t.id)}
              className="-mr-1 rounded p-0.5 text-fg-3 hover:bg-surface-3 hover:text-fg"
              aria-label={closeLabel}
            >
              <Icon name="x" size={14} />
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
