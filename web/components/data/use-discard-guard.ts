import { useCallback, useEffect, useRef } from 'react';
import { useT } from '../../hooks/app-context.tsx';
import { confirm } from '../ui/confirm-store.ts';

/**
 * Asks before a dirty form is thrown away (issue 9 #6). Any input or change event inside the
 * form marks it dirty (`markDirty`), or the caller says so (`dirty`); Esc, the cancel button and
 * a click outside then go through `requestClose`, which confirms first. Reopening starts clean.
 */
export function useDiscardGuard({
  open,
  dirty,
  onClose,
}: {
  open: boolean;
  dirty?: boolean;
  onClose(): void;
}) {
  const { t } = useT();
  const edited = useRef(false);
  const asking = useRef(false);
  useEffect(() => {
    if (open) edited.current = false;
  }, [open]);

  const requestClose = useCallback(async () => {
    if (asking.current) return;
    if (!(dirty ?? edited.current)) {
      onClose();
      return;
    }
    asking.current = true;
    const ok = await confirm({
      title: t('kit.discard.title'),
      body: t('kit.discard.body'),
      okText: t('kit.discard.ok'),
      cancelText: t('kit.discard.keep'),
      danger: true,
    });
    asking.current = false;
    if (ok) onClose();
  }, [dirty, onClose, t]);

  /** For Radix's onEscapeKeyDown / onPointerDownOutside: keep open, then ask. */
  const interceptDismiss = useCallback(
    (e: Event) => {
      e.preventDefault();
      void requestClose();
    },
    [requestClose],
  );

  const markDirty = useCallback(() => {
    edited.current = true;
  }, []);

  return { requestClose, interceptDismiss, markDirty };
}
