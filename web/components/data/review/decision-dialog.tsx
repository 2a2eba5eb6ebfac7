import * as Dialog from 'radix-ui/dialog';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../hooks/app-context.tsx';
import { buttonClass } from '../form.tsx';
import { Button } from '../../ui/button.tsx';

export type Decision = 'approve' | 'reject';

interface Props {
  decision: Decision;
  /** What is being decided: one number, or "3 requests". */
  subject: string;
  /** Lines describing the items (kind and amount), at most a few. */
  details: string[];
  pending: boolean;
  error: string | null;
  onConfirm(reason: string): void;
  onClose(): void;
}

/**
 * The confirm step of a review decision. Enter confirms, Esc cancels; rejecting asks for the
 * reason first (required by the server too).
 */
export function DecisionDialog({
  decision,
  subject,
  details,
  pending,
  error,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const rejecting = decision === 'reject';
  const reasonMissing = rejecting && reason.trim() === '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (pending || reasonMissing) return;
    onConfirm(reason.trim());
  };

  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 animate-fade-in" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-[18vh] z-50 w-[min(440px,calc(100vw-2rem))] -translate-x-1/2 rounded-lg border border-line bg-surface text-fg shadow-pop animate-pop-in"
        >
          <form onSubmit={submit} noValidate>
            <div className="px-5 pt-4">
              <Dialog.Title className="text-base font-semibold">
                {t(rejecting ? 'review.confirm.rejectTitle' : 'review.confirm.approveTitle', {
                  subject,
                })}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-fg-2">
                {t(rejecting ? 'review.confirm.rejectBody' : 'review.confirm.approveBody')}
              </Dialog.Description>
              {details.length > 0 && (
                <ul className="mt-2 space-y-0.5 rounded bg-surface-2 px-3 py-2 text-sm tabular-nums text-fg-2">
                  {details.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              )}
              {rejecting && (
                <label className="mt-3 flex flex-col gap-1 text-sm text-fg-2">
                  <span>
                    <span aria-hidden className="mr-0.5 text-danger">
                      *
                    </span>
                    {t('review.confirm.reason')}
                  </span>
                  <input
                    autoFocus
                    value={reason}
                    required
                    aria-invalid={tried && reasonMissing ? true : undefined}
                    aria-describedby={tried && reasonMissing ? 'decision-reason-msg' : undefined}
                    onChange={(e) => setReason(e.target.value)}
                    placeholder={t('review.confirm.reasonPlaceholder')}
                    className={`h-8 rounded border bg-surface px-2 text-sm text-fg ${tried && reasonMissing ? 'border-danger' : 'border-line'}`}
                  />
                  {tried && reasonMissing && (
                    <span id="decision-reason-msg" className="text-xs text-danger">
                      {t('validation.reason.required')}
                    </span>
                  )}
                </label>
              )}
              {error && (
                <p
                  role="alert"
                  className="mt-3 rounded border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger"
                >
                  {error}
                </p>
              )}
            </div>
            <div className="flex items-center justify-end gap-2 px-5 pb-4 pt-4">
              <span className="mr-auto text-xs text-fg-3">{t('review.confirm.keys')}</span>
              <Dialog.Close type="button" className={buttonClass('default')}>
                {t('data.form.cancel')}
              </Dialog.Close>
              <Button
                variant={rejecting ? 'danger' : 'primary'}
                type="submit"
                autoFocus={!rejecting}
                disabled={pending}
              >
                {pending
                  ? t('data.form.submitting')
                  : t(rejecting ? 'review.action.reject' : 'review.action.approve')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
