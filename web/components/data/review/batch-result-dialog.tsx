import * as Dialog from 'radix-ui/dialog';
import { useT } from '../../../hooks/app-context.tsx';
import { buttonClass } from '../form.tsx';
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
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 animate-fade-in" />
        <Dialog.Content className="fixed left-1/2 top-[14vh] z-50 w-[min(560px,calc(100vw-2rem))] -translate-x-1/2 rounded-lg border border-line bg-surface text-fg shadow-pop animate-pop-in">
          <div className="px-5 pt-4">
            <Dialog.Title className="text-base font-semibold">
              {t('review.batch.title')}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-fg-2">
              {t('review.batch.summary', { ok: okCount, failed: rows.length - okCount })}
            </Dialog.Description>
          </div>
          <ul className="mx-5 mt-3 max-h-[50vh] divide-y divide-line overflow-auto rounded border border-line scrollbar-thin">
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
          <div className="flex justify-end px-5 pb-4 pt-3">
            <Dialog.Close autoFocus className={buttonClass('primary')}>
              {t('data.form.ok')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
