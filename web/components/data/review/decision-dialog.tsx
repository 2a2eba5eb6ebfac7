import { useState, type FormEvent } from 'react';
import { useT } from '../../../hooks/app-context.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../ui/dialog.tsx';
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
    <DialogRoot open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        role="alertdialog"
        hideClose
        closeLabel={t('common.close')}
        onSubmit={submit}
        title={t(rejecting ? 'review.confirm.rejectTitle' : 'review.confirm.approveTitle', {
          subject,
        })}
        description={t(rejecting ? 'review.confirm.rejectBody' : 'review.confirm.approveBody')}
        footer={
          <>
            <span className="mr-auto text-xs text-fg-3">{t('review.confirm.keys')}</span>
            <DialogClose asChild>
              <Button variant="outline">{t('data.form.cancel')}</Button>
            </DialogClose>
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
          </>
        }
      >
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
      </DialogContent>
    </DialogRoot>
  );
}
