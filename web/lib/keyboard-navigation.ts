/**
 * Marks a navigation made from the keyboard (a `g` key, the palette) in its history entry, so the
 * page it opens can meet the keyboard where it is: a list puts its row cursor on the first row and
 * takes focus, so `a`, `r`, `End` and `Enter` act at once (issue 26). The mark lives in the history
 * entry, not in a module variable: Back/Forward and a reload keep it with the entry it belongs to.
 */

/** The `history.state` of a keyboard navigation (wouter's `navigate(to, { state })`). */
export const KEYBOARD_NAVIGATION = { via: 'keyboard' } as const;

/** Whether the current history entry was opened from the keyboard. */
export function openedByKeyboard(): boolean {
  const state: unknown = typeof history === 'undefined' ? null : history.state;
  return (
    typeof state === 'object' && state !== null && (state as { via?: unknown }).via === 'keyboard'
  );
}
