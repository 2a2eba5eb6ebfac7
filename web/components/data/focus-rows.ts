/**
 * From a list's filter to its rows (issue 9 #3): the grid of the same page takes focus, and on
 * `first` its cursor goes to the first row (the grid's own Home key), so `j`, Enter and `x` act on
 * rows at once instead of typing into the field.
 */
export function focusRows(from: Element, first: boolean): boolean {
  const page = from.closest('[data-tab-page]') ?? document;
  const grid = page.querySelector<HTMLElement>('table[role="grid"]');
  if (!grid) return false;
  grid.focus({ preventScroll: true });
  if (first) grid.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
  return true;
}

/**
 * After Esc leaves a filter field, a second Esc (the very next key) clears that filter; any other
 * key forgets it. `current` is the Esc being handled: the listener is in place at once (a timer
 * could run after a fast second Esc, since the browser serves input before timers) and skips it.
 */
export function onNextEscape(clear: () => void, current: Event): void {
  const listener = (e: KeyboardEvent) => {
    if (e === current) return;
    window.removeEventListener('keydown', listener, true);
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    clear();
  };
  window.addEventListener('keydown', listener, true);
}
