/**
 * `await confirm({ title, body, okText })` → true when confirmed. One host renders the pending
 * request as an alert dialog (focus trapped, restored to where it was on close).
 */
import * as AlertDialog from 'radix-ui/alert-dialog';
import { Button } from './button.tsx';
import { settleConfirm, usePendingConfirm } from './confirm-store.ts';

export { confirm, type ConfirmOptions } from './confirm-store.ts';

export function ConfirmHost({ okText, cancelText }: { okText: string; cancelText: string }) {
  const current = usePendingConfirm();
  return (
    <AlertDialog.Root
      open={current !== null}
      onOpenChange={(open) => !open && settleConfirm(false)}
    >
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
              <Button
                variant={current?.danger ? 'danger' : 'primary'}
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

export default ConfirmHost;
