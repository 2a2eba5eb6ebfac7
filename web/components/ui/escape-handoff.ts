/**
 * Escape belongs to where the focus is. Radix gives Escape to the highest dismissable layer only,
 * and every Radix toast is such a layer: a toast that appears while a dialog is open (a request's
 * answer, an error) sits above the dialog and would take the Escape meant for it, closing the
 * toast and leaving the dialog open under the operator's hands.
 *
 * The toaster hands such a key back: when the focus is inside a dialog, the toast stays open and
 * the event is marked; the dialog holding the focus then closes on the marked Escape as it would on
 * its own (its `onEscapeKeyDown` can still keep it open). With the focus in a toast, Escape closes
 * the toast as before.
 */
import { useCallback, useRef } from 'react';

const handedBack = new WeakSet<Event>();

const DIALOG = '[role="dialog"],[role="alertdialog"]';

/** The toast's Escape hook: with the focus in a dialog, keep the toast and hand the key back. */
export function handEscapeToDialog(event: KeyboardEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest(DIALOG)) return;
  handedBack.add(event);
  event.preventDefault();
}

/**
 * A ref for a dialog's content element: on an Escape handed back by a toast from inside this
 * dialog, asks `onEscapeKeyDown` (with a fresh cancelable event, so its `preventDefault` still
 * keeps the dialog open) and then calls `close`.
 */
export function useHandedBackEscape(
  close: () => void,
  onEscapeKeyDown?: (event: KeyboardEvent) => void,
): (node: HTMLElement | null) => void {
  const latest = useRef({ close, onEscapeKeyDown });
  latest.current = { close, onEscapeKeyDown };
  const detach = useRef<(() => void) | null>(null);
  return useCallback((node: HTMLElement | null) => {
    detach.current?.();
    detach.current = null;
    if (!node) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !handedBack.has(event)) return;
      // Only the innermost dialog holding the focus: a nested one is portalled elsewhere in the
      // DOM, so its events do not bubble through this node, but a dialog rendered inside another
      // one's element would.
      if (event.target instanceof Element && event.target.closest(DIALOG) !== node) return;
      const asked = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
      latest.current.onEscapeKeyDown?.(asked);
      if (!asked.defaultPrevented) latest.current.close();
    };
    node.addEventListener('keydown', onKeyDown);
    detach.current = () => node.removeEventListener('keydown', onKeyDown);
  }, []);
}
