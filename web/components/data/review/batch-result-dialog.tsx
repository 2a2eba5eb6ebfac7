import { useT } from '../../../hooks/app-context.tsx';
import { Button } from '../../ui/button.tsx';
import { DialogClose, DialogContent, DialogRoot } from '../../ui/dialog.tsx';
import { refusalHintKey } from './explain-refusal.ts';

export interface BatchRow {
  id: number;
  /** The record number the reviewer knows (account no, merchant no). */
  label: string;
  ok: boolean;
  code: number;
  message: string;
}

/** The outcome of a batch decision, item by item, with refusals explained. */
export function BatchResultDialog({ rows, onClose }: { rows: BatchRow[]; onClose(): void }) {
  const { t } = useT();
  const okCount = rows.filter((r) => r.ok).length;
  return (
    <DialogRoot open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        size="lg"
        hideClose
        closeLabel={t('common.close')}
        title={t('review.batch.title')}
        description={t('review.batch.summary', { ok: okCount, failed: rows.length - okCount })}
        footer={
          <DialogClose asChild>
            <Button variant="primary" autoFocus>
              {t('data.form.ok')}
            </Button>
          </DialogClose>
        }
      >
        <ul className="mt-1 max-h-[50vh] divide-y divide-line overflow-auto rounded border border-line scrollbar-thin">
          {rows.map((r) => {
            const hint = r.ok ? null : refusalHintKey(r.code);
            return (
              <li key={r.id} className="flex items-start gap-2 px-3 py-2 text-sm">
                <span aria-hidden className={r.ok ? 'text-success' : 'text-danger'}>
                  {r.ok ? '✓' : '✕'}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="font-mono">{r.label}</div>
                  {!r.ok && (
                    <div className="text-xs text-danger">
                      {r.message}
                      {hint && <span className="block text-fg-2">{t(hint)}</span>}
                    </div>
                  )}
                </div>
                <span className="sr-only">
                  {r.ok ? t('review.batch.ok') : t('review.batch.failed')}
                </span>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </DialogRoot>
  );
}
