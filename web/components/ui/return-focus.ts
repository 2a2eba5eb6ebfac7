import { useRef } from 'react';

const OVERLAY = '[role="dialog"],[role="alertdialog"]';

/**
 * The last element focused outside every overlay: a dialog whose field takes focus on mount
 * (autoFocus runs before the overlay's own focus handling) never learns where focus came from.
 */
let lastOutside: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (e) => {
      const el = e.target;
      if (el instanceof HTMLElement && el !== document.body && !el.closest(OVERLAY))
        lastOutside = el;
    },
    true,
  );
}

/**
 * Gives focus back to where it was when an overlay opened (a list's grid after `d` asked first,
 * a drawer's button after its confirmation). Radix returns focus to the overlay's trigger, and an
 * overlay opened by a key or a command has none, so focus fell to the page body and the list's
 * keys lost their place. Spread the handlers on a Radix Content.
 */
export function useReturnFocus(onOpen?: (e: Event) => void) {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(e: Event) {
      // Runs before the overlay moves focus in, unless a field inside took it on mount already.
      const active = document.activeElement;
      const container = e.currentTarget instanceof Node ? e.currentTarget : null;
      previous.current =
        active instanceof HTMLElement && active !== document.body
          ? container?.contains(active)
            ? lastOutside
            : active
          : null;
      onOpen?.(e);
    },
    onCloseAutoFocus(e: Event) {
      // No open event when a field inside took focus on mount (Radix skips it): then the last
      // element focused outside the overlays is where focus came from.
      const el = previous.current ?? lastOutside;
      previous.current = null;
      // Radix calls this from a timer after the overlay is gone, and a browser may serve a key
      // before that timer: when that key already put focus somewhere (`/` on the page filter),
      // focus stays there instead of being pulled back.
      const active = document.activeElement;
      const container = e.currentTarget instanceof Node ? e.currentTarget : null;
      if (
        active instanceof HTMLElement &&
        active !== document.body &&
        active.isConnected &&
        !container?.contains(active)
      ) {
        e.preventDefault();
        return;
      }
      if (!el?.isConnected) return; // Radix's own default: the trigger, if any
      e.preventDefault();
      el.focus({ preventScroll: true });
    },
  };
}
