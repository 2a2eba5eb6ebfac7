/**
 * The toast region (Radix Toast over ./toast.ts's store): bottom left, newest lowest (a
 * snackbar's place): dialogs open near the top and drawers slide in from the right with their
 * titles at the top, so a toast never covers what the operator is reading or the buttons they are
 * about to press (issue 9 #2). Radix announces errors assertively and the rest politely, pauses a
 * toast's timer while it is hovered or focused, and F8 moves focus to the region.
 */
import * as RToast from 'radix-ui/toast';
import { useSnapshot } from 'valtio';
import { cn } from '../../lib/cn.ts';
import { handEscapeToDialog } from './escape-handoff.ts';
import { Icon } from './icon.tsx';
import { toast, toastState, type ToastItem } from './toast.ts';

type Kind = ToastItem['kind'];

const ICON: Record<Kind, { name: string; className: string }> = {
  error: { name: 'alert', className: 'text-danger' },
  success: { name: 'check-circle', className: 'text-success' },
  info: { name: 'info', className: 'text-primary-6' },
  warning: { name: 'exclamation', className: 'text-warning' },
};

function ToastRow({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  return (
    <RToast.Root
      data-toast-id={item.id}
      data-toast-kind={item.kind}
      type={item.kind === 'error' ? 'foreground' : 'background'}
      // 0 keeps it until closed.
      duration={item.duration > 0 ? item.duration : Infinity}
      onOpenChange={(open) => {
        if (!open) toast.dismiss(item.id);
      }}
      // A toast that came while a dialog was open is above it in Radix's layers: Escape with the
      // focus in the dialog is the dialog's (./escape-handoff.ts).
      onEscapeKeyDown={handEscapeToDialog}
      className="pointer-events-auto flex items-start gap-2.5 rounded-md border border-line bg-surface px-3.5 py-2.5 text-sm text-fg shadow-pop animate-pop-in"
    >
      <Icon
        name={ICON[item.kind].name}
        size={18}
        className={cn('mt-px shrink-0', ICON[item.kind].className)}
      />
      <div className="min-w-0 flex-1 break-words">
        <RToast.Description>{item.message}</RToast.Description>
        {item.action && (
          <RToast.Action
            altText={item.action.label}
            data-toast-action
            onClick={() => item.action?.run()}
            className="mt-1 block whitespace-nowrap font-medium text-primary-6 hover:underline"
          >
            {item.action.label}
          </RToast.Action>
        )}
      </div>
      {item.closable && (
        <RToast.Close
          className="-mr-1 rounded p-0.5 text-fg-3 hover:bg-surface-3 hover:text-fg"
          aria-label={closeLabel}
        >
          <Icon name="x" size={14} />
        </RToast.Close>
      )}
    </RToast.Root>
  );
}

export default function Toaster({
  closeLabel,
  toastLabel,
  regionLabel,
}: {
  closeLabel: string;
  /** What a screen reader hears before a toast's text. */
  toastLabel: string;
  /** The region's name; Radix puts the hotkey (F8) in place of `{hotkey}`. */
  regionLabel: string;
}) {
  const { items } = useSnapshot(toastState);
  return (
    <RToast.Provider swipeDirection="left" label={toastLabel}>
      {items.map((item) => (
        <ToastRow
          key={`${item.id}:${item.serial}`}
          item={item as ToastItem}
          closeLabel={closeLabel}
        />
      ))}
      <RToast.Viewport
        label={regionLabel}
        className="pointer-events-none fixed bottom-4 left-4 z-[70] m-0 flex w-[min(calc(100vw-2rem),400px)] list-none flex-col gap-2 p-0 outline-none"
      />
    </RToast.Provider>
  );
}
